import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconBell, IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZJobSchema } from '@hivis/contracts';
import type { TJob, TJobDetailsInput } from '@hivis/contracts';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { EditConflictDialog } from '../../ui/forms/EditConflictDialog';
import { FormProblem } from '../../ui/forms/FormProblem';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { notifySuccess } from '../../ui/notify';
import { errorMessage } from '../../api/api-error';
import { useEditConflict } from '../../ui/forms/useEditConflict';
import { jobChangesOf, scheduleMoves } from './job-form-values';
import { jobFormPath, jobPath } from './job-paths';
import type { TEditDraftState } from './JobFormPage';
import { saveJob, useCompanyTimeZone, useJob, useStoreJob } from './jobs-api';
import type { TProjectPlace } from './JobProjectGate';

/**
 * /worksite/{w}/project/{p}/job/{jobId}/confirm-edit-job: what the edit changes, old → new, and
 * who will be told, before it is saved. The draft comes in navigation state; a reload or a direct
 * visit has none, so it goes back to the job.
 */
export function ConfirmEditJobPage() {
  const { worksiteId = '', projectId = '', jobId = '' } = useParams();
  const location = useLocation();
  const { draft, basedOn } = (location.state as TEditDraftState | null) ?? {};
  const place = { worksiteId, projectId };
  const job = useJob(jobId);
  if (!draft) return <Navigate to={jobPath(place, jobId)} replace />;
  if (job.isPending) return <PageLoader />;
  if (job.isError) return <Navigate to={jobPath(place, jobId)} replace />;
  return <ConfirmChanges job={job.data} draft={draft} basedOn={basedOn} place={{ worksiteId: job.data.worksite.id, projectId: job.data.project.id }} />;
}

type TConfirmChangesProps = { job: TJob; draft: Required<TJobDetailsInput>; basedOn: string | undefined; place: TProjectPlace };

function ConfirmChanges({ job, draft, basedOn: openedAt, place }: TConfirmChangesProps) {
  const navigate = useNavigate();
  const storeJob = useStoreJob();
  const timeZone = useCompanyTimeZone();
  const changes = jobChangesOf(job, draft, timeZone);
  const willNotify = scheduleMoves(job, draft) && job.assignments.assigned > 0;

  // The job's version the edit was based on (the edit form's); someone else's save since is a conflict to choose on.
  const conflict = useEditConflict(openedAt ? { ...job, updatedOn: openedAt } : null, ZJobSchema);
  const { theirs } = conflict;
  const save = useMutation({
    mutationFn: () => conflict.send((base) => saveJob(job.id, { ...draft, ...base })),
    onSuccess: (saved) => {
      storeJob(saved);
      const told = saved.notifiedCount === 1 ? ' 1 person was told.' : saved.notifiedCount > 1 ? ` ${saved.notifiedCount} people were told.` : '';
      notifySuccess(`${saved.title} saved.${told}`);
      void navigate(jobPath(place, saved.id), { replace: true });
    },
  });

  return (
    <Page title="Confirm job changes" heading={`Check the changes to ${job.title}`}>
      {changes.length === 0 ? (
        <Alert color="blue" title="Nothing has changed">
          The form has the same details as the job. Change something, or go back to the job.
        </Alert>
      ) : (
        <Paper withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={300} type="native">
            <Table verticalSpacing="sm" aria-label="Changes to the job">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Detail</Table.Th>
                  <Table.Th scope="col">Now</Table.Th>
                  <Table.Th scope="col">After saving</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.label}>
                    <Table.Th scope="row">{change.label}</Table.Th>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                      <del>{change.from}</del>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                      <strong>{change.to}</strong>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {willNotify && (
        <Alert color="yellow" icon={<IconBell aria-hidden />} title="The people on this job will be told">
          {job.assignments.assigned === 1 ? '1 person is' : `${job.assignments.assigned} people are`} on this job or asked to be. The new times reach them as a
          notification in HiVis when you save.
        </Alert>
      )}
      {!willNotify && job.assignments.assigned > 0 && changes.length > 0 && (
        <Text size="sm">The times do not change, so the people on this job are not notified.</Text>
      )}
      <EditConflictDialog
        rows={theirs && jobChangesOf(theirs, draft, timeZone).map((change) => ({ label: change.label, mine: change.to, theirs: change.from }))}
        onKeepMine={() => {
          // Saved over the version just shown: theirs was seen and set aside.
          conflict.keepMine();
          save.mutate();
        }}
        onUseTheirs={() => {
          if (!theirs) return;
          storeJob(theirs);
          void navigate(jobPath(place, theirs.id), { replace: true });
        }}
        onDismiss={conflict.close}
      />
      <FormProblem title="The changes were not saved" problem={save.isError ? errorMessage(save.error) : null} />
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Button component={Link} to={jobFormPath(place, { jobId: job.id })} state={{ draft }} variant="default" size="md">
            Change something
          </Button>
          <Group gap="sm">
            <Button component={Link} to={jobPath(place, job.id)} variant="subtle" size="md">
              Discard changes
            </Button>
            <Button
              size="md"
              leftSection={<IconDeviceFloppy size={20} aria-hidden />}
              loading={save.isPending}
              disabled={changes.length === 0}
              onClick={() => save.mutate()}
            >
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </Page>
  );
}
