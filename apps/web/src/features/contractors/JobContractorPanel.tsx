import { Button, Group, Text } from '@mantine/core';
import { IconBuildingStore, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StageBadge } from './ContractorBadges';
import { contractJobPath, contractorOnsitePath } from './contractor-paths';
import { useJobContract } from './contractors-api';

type TJobPlace = { worksiteId: string; projectId: string };

/** On the job's page: the company the job is contracted to, or the way to contract it. */
export function JobContractorPanel({ jobId, place }: { jobId: string; place: TJobPlace }) {
  const view = useJobContract(jobId);
  const contract = view.data?.contract ?? null;
  return (
    <>
      {view.isError && <Text>The contract did not load. Open the contractor page to see it.</Text>}
      {contract ? (
        <Group gap="sm">
          <Text>{contract.contractorName}</Text>
          <StageBadge stage={contract.stage} />
        </Group>
      ) : (
        view.isSuccess && <Text>Not contracted. A job is done by your staff or by one contracted company.</Text>
      )}
      <Group gap="sm">
        {contract && (
          <Button component={Link} to={contractorOnsitePath(place, jobId)} size="md" variant="light" leftSection={<IconBuildingStore size={20} aria-hidden />}>
            Contractor on site
          </Button>
        )}
        {(!contract || contract.status === 'declined' || contract.status === 'withdrawn') && (
          <Button component={Link} to={contractJobPath(place, jobId)} size="md" variant="light" leftSection={<IconSend size={20} aria-hidden />}>
            Contract to a company
          </Button>
        )}
      </Group>
    </>
  );
}
