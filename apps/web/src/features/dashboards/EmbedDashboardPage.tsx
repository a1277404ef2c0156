import { Alert, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DASHBOARD_MESSAGES } from '@hivis/contracts';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { LoadError } from '../../ui/LoadError';
import { Page } from '../../ui/Page';
import { DashboardView } from './DashboardView';
import { useEmbeddedDashboard } from './dashboards-api';

/**
 * /embed-dashboard?token=: a dashboard shown by a signed link, for a TV or an intranet page. No
 * sign-in, no links into the app, refreshed every 5 minutes; a revoked or expired link says so.
 */
export function EmbedDashboardPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const dashboard = useEmbeddedDashboard(token);
  const data = dashboard.data;
  // A link that was revoked while on show: the figures must go, not linger from the last refresh.
  const invalid = token === '' || (dashboard.isError && isApiError(dashboard.error) && (dashboard.error.status === 404 || dashboard.error.status === 400));

  if (invalid) {
    return (
      <Page title="Dashboard">
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="Link not valid">
          {DASHBOARD_MESSAGES.linkInvalid} Please ask the account holder for a new link.
        </Alert>
      </Page>
    );
  }
  return (
    <Page title={data ? data.title : 'Dashboard'} heading={data ? `${data.companyName}: ${data.title}` : 'Dashboard'} size="xl">
      {dashboard.isPending && <Loader aria-label="Loading the dashboard" />}
      {dashboard.isError && !data && <LoadError title="The dashboard could not be loaded" error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {data && (
        <>
          <Text size="sm">Read-only view. It refreshes every 5 minutes.</Text>
          <DashboardView dashboard={data} linked={false} />
        </>
      )}
    </Page>
  );
}
