import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { LoadError } from '../../ui/LoadError';
import { Page } from '../../ui/Page';
import { BackLink } from '../jobs/BackLink';

/** The job is not this company's (or not contracted to it): the same answer as a missing one. */
export function JobContractMissing({ title, query }: { title: string; query: UseQueryResult<unknown> }) {
  const missing = !query.isError || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  return (
    <Page title={title}>
      <BackLink to="/home">Home</BackLink>
      {missing ? (
        <Alert color="orange" title="Job not found">
          This job does not exist, or it is not yours to see.
        </Alert>
      ) : (
        <LoadError title="The job did not load" error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Page>
  );
}
