import type { TWorksite } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../ui/Page';
import { useWorksite } from '../worksites/worksites-api';
import { BackLink } from '../../ui/BackLink';
import { QueryGate } from '../../ui/QueryGate';
import { WORKSITE_NOT_FOUND } from '../worksites/worksite-not-found';

/**
 * The worksite of a project screen, loaded first: a wrong or another company's worksite id gets
 * a plain 'not found' instead of an empty list or a form that cannot be saved.
 */
export function WorksiteGate({ title, children }: { title: string; children: (worksite: TWorksite) => ReactNode }) {
  const { worksiteId = '' } = useParams();
  const worksite = useWorksite(worksiteId);
  return (
    <QueryGate
      query={worksite}
      errorTitle="The worksite did not load"
      notFound={WORKSITE_NOT_FOUND}
      frame={(problem) => (
        <Page title={title}>
          <BackLink to="/worksite/list">All worksites</BackLink>
          {problem}
        </Page>
      )}
    >
      {children}
    </QueryGate>
  );
}
