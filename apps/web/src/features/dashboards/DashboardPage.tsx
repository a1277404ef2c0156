import { Anchor, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ZDashboardIdSchema } from '@hivis/contracts';
import type { TDashboardId } from '@hivis/contracts';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import { Page } from '../../ui/Page';
import { DASHBOARDS_PATH } from './dashboard-format';
import { DashboardView } from './DashboardView';
import { useDashboard } from './dashboards-api';
import { SharePanel } from './SharePanel';
import { QueryGate } from '../../ui/QueryGate';

/** /dashboard/{dashboardId}: one dashboard's tiles, and its embed links. An unknown id is a 404. */
export function DashboardPage() {
  const parsed = ZDashboardIdSchema.safeParse(useParams().dashboardId);
  if (!parsed.success) return <NotFoundPage />;
  return <KnownDashboard id={parsed.data} />;
}

function KnownDashboard({ id }: { id: TDashboardId }) {
  const dashboard = useDashboard(id);
  return (
    <Page title={dashboard.data?.title ?? 'Dashboard'} size="xl">
      <Anchor component={Link} to={DASHBOARDS_PATH} className="dashboard-row-link" w="fit-content">
        <IconArrowLeft size={18} aria-hidden style={{ marginRight: 6 }} />
        All dashboards
      </Anchor>
      <QueryGate query={dashboard} loading={<Loader aria-label="Loading the dashboard" />} errorTitle="The dashboard could not be loaded">
        {(found) => <DashboardView dashboard={found} linked />}
      </QueryGate>
      <SharePanel dashboardId={id} title={dashboard.data?.title ?? 'Dashboard'} />
    </Page>
  );
}
