import { Alert, Button, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconDoorExit, IconFlagCheck, IconMapPin, IconX } from '@tabler/icons-react';
import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TContractedJob } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { CONTRACTOR_HOME_PATH } from './contractor-paths';
import type { TContractorAction } from './contractors-api';
import { actOnContract, useRefreshContractors, useStoreJobContract } from './contractors-api';

/** The contractor's buttons on site: big, one per step, in the order the work happens. */
export function ContractorActions({ view }: { view: TContractedJob }) {
  const refreshContractors = useRefreshContractors();
  const storeJobContract = useStoreJobContract();
  const navigate = useNavigate();
  const act = useMutation({
    mutationFn: (action: TContractorAction) => actOnContract(view.job.id, action),
    onSuccess: (saved, action) => {
      notifySuccess(saved.message);
      // A declined job is no longer the contractor's to see.
      if (action === 'decline') {
        refreshContractors();
        void navigate(CONTRACTOR_HOME_PATH);
      } else storeJobContract(view.job.id, saved);
    },
  });
  const contract = view.contract;
  if (!contract) return null;
  const busy = (action: TContractorAction) => act.isPending && act.variables === action;
  const jobClosed = view.job.status === 'COMPLETED' || view.job.status === 'CANCELLED';
  const confirmDecline = () =>
    modals.openConfirmModal({
      title: 'Decline this job?',
      children: <Text size="sm">{view.job.hiringCompanyName} will be told, and the job leaves your list.</Text>,
      labels: { confirm: 'Decline job', cancel: 'Keep it' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => act.mutate('decline'),
    });
  return (
    <Stack gap="sm">
      {act.isError && (
        <Alert color="red" title="That was not saved">
          {errorMessage(act.error)}
        </Alert>
      )}
      {contract.status === 'completed' && (
        <Alert color="green" title="Work complete">
          You recorded the work as complete. {view.job.hiringCompanyName} has been told.
        </Alert>
      )}
      {jobClosed && contract.status !== 'completed' && <Alert color="gray">This job is {view.job.status === 'CANCELLED' ? 'cancelled' : 'completed'}.</Alert>}
      {!jobClosed && contract.status === 'offered' && (
        <>
          <Button size="xl" fullWidth color="green" leftSection={<IconCheck aria-hidden />} loading={busy('accept')} onClick={() => act.mutate('accept')}>
            Accept this job
          </Button>
          <Button size="lg" fullWidth variant="outline" color="red.9" leftSection={<IconX aria-hidden />} loading={busy('decline')} onClick={confirmDecline}>
            Decline
          </Button>
        </>
      )}
      {!jobClosed && contract.status === 'accepted' && (
        <>
          {contract.stage !== 'onsite' ? (
            <Button size="xl" fullWidth leftSection={<IconMapPin aria-hidden />} loading={busy('onsite')} onClick={() => act.mutate('onsite')}>
              Arrived on site
            </Button>
          ) : (
            <Button
              size="xl"
              fullWidth
              variant="default"
              leftSection={<IconDoorExit aria-hidden />}
              loading={busy('left-site')}
              onClick={() => act.mutate('left-site')}
            >
              Left site
            </Button>
          )}
          <Button
            size="xl"
            fullWidth
            color="green"
            leftSection={<IconFlagCheck aria-hidden />}
            loading={busy('complete')}
            onClick={() => act.mutate('complete')}
          >
            Work complete
          </Button>
          <Button size="lg" fullWidth variant="outline" color="red.9" leftSection={<IconX aria-hidden />} loading={busy('decline')} onClick={confirmDecline}>
            Cannot do it? Decline
          </Button>
        </>
      )}
    </Stack>
  );
}
