import { Alert } from '@mantine/core';
import type { TWorksite } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { LoadError } from '../../ui/LoadError';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useWorksite } from '../worksites/worksites-api';
import { BackLink } from './WithProject';

/**
 * The worksite of a project screen, loaded first: a wrong or another company's worksite id gets
 * a plain 'not found' instead of an empty list or a form that cannot be saved.
 */
export function WorksiteGate({ title, children }: { title: string; children: (worksite: TWorksite) => ReactNode }) {
  const { worksiteId = '' } = useParams();
  const worksite = useWorksite(worksiteId);
  if (worksite.isPending) return <PageLoader />;
  if (worksite.isError) {
    const missing = isApiError(worksite.error) && (worksite.error.status === 404 || worksite.error.status === 400);
    return (
      <Page title={title}>
        <BackLink to="/worksite/list">All worksites</BackLink>
        {missing ? (
          <Alert color="orange" title="Worksite not found">
            This worksite does not exist or belongs to another company.
          </Alert>
        ) : (
          <LoadError title="The worksite did not load" error={worksite.error} onRetry={() => void worksite.refetch()} />
        )}
      </Page>
    );
  }
  return <>{children(worksite.data)}</>;
}
