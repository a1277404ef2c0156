import type { ReactNode } from 'react';
import { Page } from '../../ui/Page';
import type { TNotFound } from '../../ui/QueryGate';
import { NotFoundAlert } from '../../ui/QueryGate';
import { BackLink } from '../../ui/BackLink';

/** The job is not this company's (or not contracted to it): the same answer as a missing one. */
export const JOB_CONTRACT_NOT_FOUND: TNotFound = { title: 'Job not found', body: 'This job does not exist, or it is not yours to see.' };

/** Where a contracted job's problem is shown: its page, with the way home. */
export function JobContractFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <BackLink to="/home">Home</BackLink>
      {children}
    </Page>
  );
}

export function JobContractMissing({ title }: { title: string }) {
  return (
    <JobContractFrame title={title}>
      <NotFoundAlert {...JOB_CONTRACT_NOT_FOUND} />
    </JobContractFrame>
  );
}
