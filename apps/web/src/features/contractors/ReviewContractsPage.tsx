import { Text } from '@mantine/core';
import { Page } from '../../ui/Page';
import { BackLink } from '../../ui/BackLink';
import { CONTRACTORS_PATH } from './contractor-paths';
import { ContractsTable } from './ContractsTable';

/** /worksite/review-contracts: every job contracted to another company, across worksites. */
export function ReviewContractsPage() {
  return (
    <Page title="Review contracts" size="xl">
      <BackLink to={CONTRACTORS_PATH}>Contractors</BackLink>
      <Text maw={640}>
        Jobs you contracted to other companies, newest first: whether they accepted, are on site or finished. Open a job to see its timeline.
      </Text>
      <ContractsTable side="hiring" caption="Contracted jobs" emptyText="No jobs contracted yet. Contract a job from its page." />
    </Page>
  );
}
