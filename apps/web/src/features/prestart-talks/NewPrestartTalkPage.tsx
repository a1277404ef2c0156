import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { BackLink } from '../../ui/BackLink';
import { focusFirstProblem } from '../../ui/forms/focus-first-problem';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useDeviceId } from '../../ui/forms/useDeviceId';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { queueTalk, useTalkCommandSync, useTalkCommandsOnPhone } from './prestart-talk-commands';
import { PRESTART_TALKS_PATH, prestartTalkPath } from './prestart-talk-paths';
import { useJobCrew } from '../../ui/sign-on/job-crew';
import { useTalkTimeZone, useTalksToday } from './prestart-talks-api';
import { TalkJobField } from './TalkJobField';
import { TALK_FIELD_NAMES, jobFromLinkState, jobOfToday, newTalkValues, toTalkBody, validateTalkValues } from './talk-form-values';
import type { TTalkFormValues, TTalkJob } from './talk-form-values';
import { todaySummary } from './today-talks';
import type { TJobToday } from './today-talks';
import { TopicsField } from './TopicsField';
import { useMe } from '../auth/use-me';

/*
 * /pst/new (?jobId= from the job's page or the home's list): starting a talk on site, signal or
 * not. The job, the topics, the day's hazards and notes, kept on the phone as they are typed (a
 * draft, with the talk's id made here). Start talk queues the talk in the device outbox and opens
 * its page at once, where the crew signs on; it is sent when there is signal.
 */

const NOT_KEPT = 'The talk could not be saved on this phone. Free some space on the phone, then tap Start talk again.';
const OFFLINE_NO_JOBS = 'You’re offline and today’s jobs are not on this phone. Start the talk from the job’s page, or wait for signal.';

export function NewPrestartTalkPage() {
  // With signal the talk may be answered before its page has opened: the answer is kept meanwhile.
  useTalkCommandSync();
  const [search] = useSearchParams();
  const location = useLocation();
  const timeZone = useTalkTimeZone();
  const today = useTalksToday();
  const onPhone = useTalkCommandsOnPhone();
  const askedJobId = search.get('jobId');
  // Today's jobs come first; with no signal and none on the phone, or a failed load, the form opens without them.
  const waiting = today.data === undefined && !today.isError && today.fetchStatus !== 'paused';
  const jobs = today.data ? todaySummary(today.data, onPhone.commands, timeZone).jobs : [];
  const asked = jobs.find((job) => job.jobId === askedJobId);
  const initialJob = jobFromLinkState(location.state, askedJobId) ?? (asked ? jobOfToday(asked) : null);
  const jobsProblem = today.isError ? `Today’s jobs did not load: ${errorMessage(today.error)}` : today.data === undefined && !waiting ? OFFLINE_NO_JOBS : null;

  return (
    <Page title="Start a pre-start talk" size="sm">
      <BackLink to={PRESTART_TALKS_PATH}>Pre-start talks</BackLink>
      {waiting ? (
        <PageLoader label="Loading today’s jobs…" />
      ) : (
        <NewTalkForm jobs={jobs} initialJob={initialJob} timeZone={timeZone} jobsProblem={jobsProblem} />
      )}
    </Page>
  );
}

type TNewTalkFormProps = { jobs: TJobToday[]; initialJob: TTalkJob | null; timeZone: string | undefined; jobsProblem: string | null };

function NewTalkForm({ jobs, initialJob, timeZone, jobsProblem }: TNewTalkFormProps) {
  const navigate = useNavigate();
  const me = useMe();
  const deviceId = useDeviceId();
  const form = useForm<TTalkFormValues>({ mode: 'controlled', initialValues: newTalkValues(initialJob), validate: validateTalkValues });
  const { problem, setProblem, submitting, onSubmit } = useServerForm(form, {
    fields: ['job', 'topics', 'hazards', 'notes'],
    fieldNames: TALK_FIELD_NAMES,
    invalidMessage: CHECK_FIELDS,
    clearOnChange: true,
  });
  // A draft per job it was started for: a talk half typed for one job is not offered on another.
  const draft = useFormDraft(form, { form: 'prestart-talk', recordId: initialJob ? `new-for-${initialJob.id}` : null, deviceId });
  const formRef = useRef<HTMLFormElement>(null);
  // The chosen job's crew is asked for now, while there may be signal: the sign-on lists them by name on site without.
  useJobCrew(form.values.job?.id ?? '');

  const send = async (values: TTalkFormValues) => {
    const job = values.job;
    if (!job) return;
    try {
      await queueTalk(toTalkBody(values, deviceId.id), {
        jobTitle: job.title,
        jobNumber: job.jobNumber ?? '',
        worksiteName: job.worksiteName,
        presenterName: me?.name ?? '',
      });
    } catch {
      throw new ApiError(0, 'NOT_KEPT', NOT_KEPT);
    }
    // The talk's page takes this one's place: Back goes where the talk was started from.
    void navigate(prestartTalkPath(deviceId.id), { replace: true });
  };
  const submitSend = onSubmit(draft.saveWith(send));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (form.validate().hasErrors) {
      event.preventDefault();
      setProblem(CHECK_FIELDS);
      focusFirstProblem(formRef.current);
      return;
    }
    submitSend(event);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Start a pre-start talk">
      <Stack gap="lg">
        {draft.prompt}
        <FormProblem title="The talk was not started" problem={problem} />
        <Text>Choose what you will talk about, then tap Start talk and pass the phone around to sign on. It works with no signal.</Text>
        <TalkJobField
          jobs={jobs}
          value={form.values.job}
          onChange={(job) => form.setFieldValue('job', job)}
          error={form.errors.job}
          timeZone={timeZone}
          problem={jobsProblem}
        />
        <TopicsField value={form.values.topics} onChange={(topics) => form.setFieldValue('topics', topics)} error={form.errors.topics} />
        <Textarea
          label="Hazards today"
          description="What is different today: weather, a crane lift, an open edge, other trades on site."
          size="lg"
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('hazards')}
        />
        <Textarea label="Notes (optional)" size="lg" autosize minRows={2} maxLength={2000} {...form.getInputProps('notes')} />
        <Button type="submit" size="xl" fullWidth loading={submitting} leftSection={<IconPlayerPlay size={24} aria-hidden />}>
          Start talk
        </Button>
      </Stack>
    </form>
  );
}
