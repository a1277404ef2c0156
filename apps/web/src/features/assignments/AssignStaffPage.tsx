import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TCompanyUser, TPersonClash } from '@hivis/contracts';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../api/api-error';
import { FormSection } from '../../ui/forms/FormSection';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { assignStaff, checkClashes, useJobStaff, useJobView, useClashes, useStoreJobStaff } from './assignments-api';
import { ClashDialog } from './ClashDialog';
import { CurrentStaffList } from './CurrentStaffList';
import { PeoplePicker, personName } from './PeoplePicker';
import { QueryGate } from '../../ui/QueryGate';

/**
 * /worksite/:w/project/:p/job/:jobId/assign-staff: tick people, see who is already booked at
 * that time, confirm any double booking in a dialog, then send the work requests.
 */
export function AssignStaffPage() {
  const { worksiteId = '', projectId = '', jobId = '' } = useParams();
  const storeJobStaff = useStoreJobStaff();
  const job = useJobView(jobId);
  const staff = useJobStaff(jobId);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [confirming, setConfirming] = useState<TPersonClash[] | null>(null);
  const ids = useMemo(() => [...selected.keys()].sort(), [selected]);
  // Clashes are looked up as people are ticked, so the warning is there before anything is sent.
  const clashes = useClashes(jobId, ids);
  const onJob = useMemo(
    () => new Set((staff.data?.items ?? []).filter((person) => person.status === 'offered' || person.status === 'accepted').map((person) => person.userId)),
    [staff.data],
  );

  const send = useMutation({
    mutationFn: (confirm: boolean) => assignStaff(jobId, ids, confirm),
    onSuccess: async (result) => {
      notifySuccess(ids.length === 1 ? 'Work request sent.' : `${ids.length} work requests sent.`);
      setSelected(new Map());
      setConfirming(null);
      await storeJobStaff(jobId, result, 'requests sent');
    },
    onError: async (error) => {
      // Someone got booked elsewhere since the check: look again and ask.
      if (isApiError(error) && error.status === 409) {
        const fresh = await checkClashes(jobId, { userIds: ids });
        if (fresh.clashes.length > 0) setConfirming(fresh.clashes);
      } else setConfirming(null);
    },
  });

  const toggle = (person: TCompanyUser, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(person.id, personName(person));
      else next.delete(person.id);
      return next;
    });

  const submit = () => {
    const found = clashes.data?.clashes ?? [];
    if (found.length > 0) setConfirming(found);
    else send.mutate(false);
  };

  return (
    <QueryGate query={job} loading={<Loader aria-label="Loading the job" />} errorTitle="The job did not load">
      {(found) => (
        <Page title="Assign staff" heading={`Assign staff: ${found.title}`}>
          <Text>
            {found.when} at {found.site.name}
          </Text>
          <FormSection id="people-on-job" title="People on this job">
            <QueryGate
              query={staff}
              loading={<Loader size="sm" aria-label="Loading the people on this job" />}
              errorTitle="The people on this job did not load"
            >
              {(found) => <CurrentStaffList jobId={jobId} people={found.items} />}
            </QueryGate>
          </FormSection>
          <FormSection id="choose-people" title="Offer the job to">
            <PeoplePicker selected={selected} onToggle={toggle} onJob={onJob} clashes={clashes.data?.clashes ?? []} />
            {send.isError && !(isApiError(send.error) && send.error.status === 409) && <Alert color="red">{errorMessage(send.error)}</Alert>}
            <Group justify="space-between" wrap="wrap">
              <Text aria-live="polite">{ids.length === 0 ? 'Nobody chosen yet.' : `Chosen: ${[...selected.values()].join(', ')}`}</Text>
              <Group>
                <Button component={Link} to={`/worksite/${worksiteId}/project/${projectId}/job/${jobId}`} variant="default" size="md">
                  Back to the job
                </Button>
                <Button
                  size="md"
                  leftSection={<IconSend size={20} aria-hidden />}
                  disabled={ids.length === 0 || clashes.isFetching}
                  loading={send.isPending}
                  onClick={submit}
                >
                  Send work request{ids.length > 1 ? 's' : ''}
                </Button>
              </Group>
            </Group>
          </FormSection>
          <ClashDialog
            clashes={confirming ?? []}
            opened={confirming !== null}
            sending={send.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() => send.mutate(true)}
          />
        </Page>
      )}
    </QueryGate>
  );
}
