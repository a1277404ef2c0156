import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { JOB_MESSAGES } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { jobPrefillPath } from '../jobs/job-prefill';
import { useProjectChoices, useWorksiteChoices } from '../jobs/jobs-api';
import { JobWindowFields, windowErrors, windowOf } from './JobWindowFields';
import type { TJobWindowValues } from './JobWindowFields';

export type TNewJobSlot = TJobWindowValues;

type TNewJobValues = TNewJobSlot & { worksiteId: string; projectId: string };

function validate(values: TNewJobValues, timeZone: string): Partial<Record<keyof TNewJobValues, string>> {
  const errors: Partial<Record<keyof TNewJobValues, string>> = {};
  if (!values.worksiteId) errors.worksiteId = 'Please choose the worksite.';
  if (!values.projectId) errors.projectId = JOB_MESSAGES.project;
  return Object.assign(errors, windowErrors(values, timeZone));
}

type TNewJobAtDialogProps = { slot: TNewJobSlot | null; timeZone: string; onClose: () => void };

/** Where and when the new job is: a job lives in a project at a worksite, so pick those, then the job form. */
export function NewJobAtDialog({ slot, timeZone, onClose }: TNewJobAtDialogProps) {
  return (
    <Modal opened={slot !== null} onClose={onClose} title="New job at…" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      {slot && <NewJobAtForm key={JSON.stringify(slot)} slot={slot} timeZone={timeZone} onClose={onClose} />}
    </Modal>
  );
}

function NewJobAtForm({ slot, timeZone, onClose }: { slot: TNewJobSlot; timeZone: string; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm<TNewJobValues>({ initialValues: { ...slot, worksiteId: '', projectId: '' }, validate: (values) => validate(values, timeZone) });
  const worksites = useWorksiteChoices();
  const projects = useProjectChoices(form.values.worksiteId || null, form.values.worksiteId !== '');
  const projectItems = projects.data?.items ?? [];
  const noProjects = form.values.worksiteId !== '' && !projects.isPending && projectItems.length === 0;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const { start, end } = windowOf(values, timeZone);
        if (!start) return;
        onClose();
        void navigate(jobPrefillPath({ worksiteId: values.worksiteId, projectId: values.projectId }, { start, end }));
      })}
    >
      <Stack gap="md">
        <JobWindowFields values={form.values} inputProps={form.getInputProps} timeZone={timeZone} summaryLabel="When" />
        <NativeSelect
          label="Worksite"
          size="md"
          {...form.getInputProps('worksiteId')}
          error={form.errors.worksiteId ?? (worksites.isError ? errorMessage(worksites.error) : undefined)}
          data={[{ value: '', label: 'Choose a worksite' }, ...(worksites.data?.items ?? []).map((site) => ({ value: site.id, label: site.name }))]}
          onChange={(event) => {
            form.setFieldValue('worksiteId', event.currentTarget.value);
            form.setFieldValue('projectId', '');
          }}
        />
        {noProjects ? (
          <Text size="sm">This worksite has no current project yet. Add a project there first, from the worksite's projects.</Text>
        ) : (
          <NativeSelect
            label="Project"
            size="md"
            disabled={form.values.worksiteId === '' || projects.isPending}
            {...form.getInputProps('projectId')}
            data={[
              { value: '', label: form.values.worksiteId ? 'Choose a project' : 'Choose the worksite first' },
              ...projectItems.map((project) => ({ value: project.id, label: project.name })),
            ]}
          />
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={noProjects}>
            Continue to the job form
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
