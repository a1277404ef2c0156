import type { TSwms } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../ui/PageLoader';
import { useSwms } from '../swms-api';
import { QueryGate } from '../../../ui/QueryGate';
import type { TNotFound } from '../../../ui/QueryGate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `?swmsId=` of a builder screen, or '' when missing or not an id. */
export function useSwmsIdParam(): string {
  const [search] = useSearchParams();
  const id = search.get('swmsId') ?? '';
  return UUID.test(id) ? id : '';
}

const SWMS_NOT_FOUND: TNotFound = {
  title: 'This SWMS was not found',
  body: (
    <>
      <Text size="sm" mb="sm">
        It may have been deleted, or the link belongs to another company.
      </Text>
      <Button component={Link} to="/swms/select-job" variant="default">
        Choose a job
      </Button>
    </>
  ),
};

/**
 * Loads the SWMS named by `?swmsId=` and renders the step with it. Without one the builder starts
 * again at choosing the job; loading and failures get their own states.
 */
export function SwmsStepGate({ children }: { children: (swms: TSwms) => ReactNode }) {
  const swmsId = useSwmsIdParam();
  const query = useSwms(swmsId);
  if (swmsId === '') return <Navigate to="/swms/select-job" replace />;
  return (
    <QueryGate query={query} loading={<PageLoader label="Loading the SWMS…" />} errorTitle="The SWMS could not be loaded" notFound={SWMS_NOT_FOUND}>
      {children}
    </QueryGate>
  );
}
