import { Alert } from '@mantine/core';
import type { TJob, TJobDetailsInput, TProject } from '@hivis/contracts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../ui/Page';
import { useDeviceId } from '../../ui/forms/useDeviceId';
import { QueryGate } from '../../ui/QueryGate';
import { notifySuccess } from '../../ui/notify';
import { TIME_ZONE_LABELS } from '../company/time-zones';
import { BackLink } from '../../ui/BackLink';
import { jobFormValuesOf } from './job-form-values';
import { prefilledSchedule } from './job-prefill';
import { JOB_NOT_FOUND } from './job-not-found';
import { jobAssignStaffPath, jobConfirmEditPath, jobCreateOptionPath, jobPath } from './job-paths';
import { JobForm } from './JobForm';
import { createJob, useStoreJob, useCompanyTimeZone, useJob } from './jobs-api';
import type { TProjectPlace } from './JobProjectGate';
import { JobProjectGate } from './JobProjectGate';

/** The edit on its way to the confirm page: the changed details, and the job's version they were based on (edits.ts). */
export type TEditDraftState = { draft?: Required<TJobDetailsInput>; basedOn?: string };

const zoneLabel = (timeZone: string) => TIME_ZONE_LABELS[timeZone as keyof typeof TIME_ZONE_LABELS] ?? timeZone;

/**
 * /worksite/{w}/project/{p}/job/create: the job form. A new job is saved here; with ?jobId= the
 * form edits that job and hands the draft to the confirm page, which shows the changes and saves.
 */
export function JobFormPage() {
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  return (
    <JobProjectGate title={jobId ? 'Edit job' : 'New job'}>
      {(project, place) =>
        jobId ? (
          <EditJob jobId={jobId} place={place} />
        ) : (
          <CreateJob project={project} place={place} thenAssign={params.get('then') === 'assign'} schedule={prefilledSchedule(params)} />
        )
      }
    </JobProjectGate>
  );
}

type TPrefill = ReturnType<typeof prefilledSchedule>;

/** A new job; `schedule` holds times picked on the schedule (?start=&end=), or none. */
function CreateJob({ project, place, thenAssign, schedule }: { project: TProject; place: TProjectPlace; thenAssign: boolean; schedule: TPrefill }) {
  const navigate = useNavigate();
  const storeJob = useStoreJob();
  const timeZone = useCompanyTimeZone();
  const deviceId = useDeviceId();
  const created = (job: TJob) => {
    storeJob(job, project.id);
    notifySuccess(`Job ${job.jobNumber ?? ''} ${job.title} created.`.replace('  ', ' '));
    void navigate(thenAssign ? jobAssignStaffPath(place, job.id) : jobPath(place, job.id), { replace: true });
  };

  return (
    <Page title="New job">
      <BackLink to={jobCreateOptionPath(place)}>Back</BackLink>
      {project.archivedOn ? (
        <Alert color="gray" title="Archived project">
          This project is archived. Restore it before adding jobs to it.
        </Alert>
      ) : (
        <JobForm
          isNew
          draftRecordId={`new-in-${project.id}`}
          deviceId={deviceId}
          initialValues={jobFormValuesOf({ title: '', jobNumber: null, description: null, scope: null, notes: null, ...schedule }, timeZone)}
          timeZone={timeZone}
          timeZoneLabel={zoneLabel(timeZone)}
          submitLabel={thenAssign ? 'Create job and choose staff' : 'Create job'}
          onSubmit={async (payload) => created(await createJob({ ...payload, projectId: project.id, id: deviceId.id }))}
        />
      )}
    </Page>
  );
}

function EditJob({ jobId, place }: { jobId: string; place: TProjectPlace }) {
  const job = useJob(jobId);
  return (
    <QueryGate query={job} errorTitle="The job did not load" notFound={JOB_NOT_FOUND} frame={(problem) => <Page title="Edit job">{problem}</Page>}>
      {(saved) => <EditJobForm job={saved} place={place} />}
    </QueryGate>
  );
}

function EditJobForm({ job, place }: { job: TJob; place: TProjectPlace }) {
  const navigate = useNavigate();
  const location = useLocation();
  const timeZone = useCompanyTimeZone();
  // Back from the confirm page with 'Change something': carry on from the draft, not the saved job.
  const { draft, basedOn = job.updatedOn } = (location.state as TEditDraftState | null) ?? {};
  const start = draft ? { ...job, ...draft, jobNumber: draft.jobNumber ?? job.jobNumber } : job;

  return (
    <Page title="Edit job" heading={`Edit ${job.title}`}>
      <BackLink to={jobPath(place, job.id)}>Back to the job</BackLink>
      <JobForm
        isNew={false}
        // Handing the changes to the confirm page ends the draft: that page keeps them (history state) until it saves.
        draftRecordId={job.id}
        initialValues={jobFormValuesOf(start, timeZone)}
        timeZone={timeZone}
        timeZoneLabel={zoneLabel(timeZone)}
        submitLabel="Review changes"
        onSubmit={async (payload) => {
          const state: TEditDraftState = { draft: payload, basedOn };
          await navigate(jobConfirmEditPath(place, job.id), { state });
        }}
      />
    </Page>
  );
}
