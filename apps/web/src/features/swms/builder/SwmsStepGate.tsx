import type { TSwms } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../ui/LoadError';
import { PageLoader } from '../../../ui/PageLoader';
import { useSwms } from '../swms-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `?swmsId=` of a builder screen, or '' when missing or not an id. */
export function useSwmsIdParam(): string {
  const [search] = useSearchParams();
  const id = search.get('swmsId') ?? '';
  return UUID.test(id) ? id : '';
}

/**
 * Loads the SWMS named by `?swmsId=` and renders the step with it. Without one the builder starts
 * again at choosing the job; loading and failures get their own states.
 */
export function SwmsStepGate({ children }: { children: (swms: TSwms) => ReactNode }) {
  const swmsId = useSwmsIdParam();
  const query = useSwms(swmsId);
  if (swmsId === '') return <Navigate to="/swms/select-job" replace />;
  if (query.isPending) return <PageLoader label="Loading the SWMS…" />;
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <Alert color="orange" title="This SWMS was not found">
        <Text size="sm" mb="sm">
          It may have been deleted, or the link belongs to another company.
        </Text>
        <Button component={Link} to="/swms/select-job" variant="default">
          Choose a job
        </Button>
      </Alert>
    );
  }
  if (query.isError) return <LoadError title="The SWMS could not be loaded" error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
