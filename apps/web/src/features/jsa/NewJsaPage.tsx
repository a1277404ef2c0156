import { Button, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { BackLink } from '../../ui/BackLink';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useDeviceId } from '../../ui/forms/useDeviceId';
import { Page } from '../../ui/Page';
import { useJobCrew } from '../../ui/sign-on/job-crew';
import { can, useAccess } from '../auth/access';
import { useMe } from '../auth/use-me';
import { useJsaWords } from './jsa-api';
import { queueJsa, useJsaCommandSync } from './jsa-commands';
import { jobFromLinkState, newJsaValues, toNewJsaBody, withFill, withoutFill } from './jsa-form-values';
import type { TJsaFill, TJsaFormValues, TJsaJob, TStartFrom } from './jsa-form-values';
import { JSA_REPORTS_PATH, jsaPath } from './jsa-paths';
import type { TJsaWords } from './jsa-words';
import { JsaContentFields } from './JsaContentFields';
import { JsaJobField } from './JsaJobField';
import { StartFromField } from './StartFromField';
import { useJsaForm } from './use-jsa-form';

/*
 * /jsa-reports/new (?jobId= from the job's page or one job's list): a JSA written at the workface,
 * signal or not. The job, where to start from, the task and its steps, PPE and notes, kept on the
 * phone as they are typed (a draft, with the JSA's id made here). "Save and sign on" queues the
 * JSA in the device outbox and opens its page at once, where the crew signs on; it is sent when
 * there is signal.
 */

const NOT_KEPT = 'The JSA could not be saved on this phone. Free some space on the phone, then tap Save and sign on again.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function NewJsaPage() {
  // With signal the JSA may be answered before its page has opened: the answer is kept meanwhile.
  useJsaCommandSync();
  const words = useJsaWords();
  const [search] = useSearchParams();
  const location = useLocation();
  const asked = search.get('jobId');
  const askedJobId = asked && UUID.test(asked) ? asked : null;
  const initialJob = jobFromLinkState(location.state, askedJobId);
  return (
    <Page title={`New ${words.one}`} size="sm">
      <BackLink to={JSA_REPORTS_PATH}>{words.list}</BackLink>
      <NewJsaForm initialJob={initialJob} askedJobId={askedJobId} words={words} />
    </Page>
  );
}

type TNewJsaFormProps = { initialJob: TJsaJob | null; askedJobId: string | null; words: TJsaWords };

function NewJsaForm({ initialJob, askedJobId, words }: TNewJsaFormProps) {
  const navigate = useNavigate();
  const me = useMe();
  const swms = can(useAccess(), 'swms.read');
  const deviceId = useDeviceId();
  const [initialValues] = useState(() => newJsaValues(initialJob));
  const { form, formRef, openSteps, setOpenSteps, submitWith, problem, submitting } = useJsaForm(initialValues, { needsJob: true });
  // A draft per job it was started for: a JSA half typed for one job is not offered on another.
  const forJob = initialJob?.id ?? askedJobId;
  const draft = useFormDraft(form, { form: 'jsa', recordId: forJob ? `new-for-${forJob}` : null, deviceId });
  // The chosen job's crew is asked for now, while there may be signal: the sign-on lists them by name on site without.
  useJobCrew(form.values.job?.id ?? '');

  const { setFieldValue, setValues } = form;
  const chooseJob = useCallback((job: TJsaJob | null) => setFieldValue('job', job), [setFieldValue]);
  const startFrom = (kind: TStartFrom) => {
    // Back to blank clears what was filled in; the other two wait for a choice.
    if (kind === 'blank' && form.values.source.kind !== 'blank') setValues(withoutFill(form.values));
    else setFieldValue('startFrom', kind);
  };
  const fill = (filled: TJsaFill) => {
    setValues((values) => withFill(values as TJsaFormValues, filled));
    form.clearErrors();
  };

  const send = async (values: TJsaFormValues) => {
    const job = values.job;
    if (!job) return;
    try {
      await queueJsa(
        toNewJsaBody(values, deviceId.id),
        { jobTitle: job.title, jobNumber: job.jobNumber ?? '', worksiteName: job.worksiteName, preparedByName: me?.name ?? '', documentTitle: words.document },
        words,
      );
    } catch {
      throw new ApiError(0, 'NOT_KEPT', NOT_KEPT);
    }
    // The JSA's page takes this one's place: Back goes where it was started from.
    void navigate(jsaPath(deviceId.id), { replace: true });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submitWith(draft.saveWith(send))} aria-label={`New ${words.one}`}>
      <Stack gap="lg">
        {draft.prompt}
        <FormProblem title={`The ${words.one} was not saved`} problem={problem} />
        <Text>Work through the task with the crew before you start. Save and sign on works with no signal: it is sent when you have signal.</Text>
        <JsaJobField value={form.values.job} onChange={chooseJob} error={form.errors.job} askedJobId={askedJobId} />
        <StartFromField values={form.values} words={words} swms={swms} onStartFrom={startFrom} onFill={fill} />
        <JsaContentFields form={form} openSteps={openSteps} onOpenSteps={setOpenSteps} />
        <Button type="submit" size="xl" fullWidth loading={submitting} leftSection={<IconSignature size={24} aria-hidden />}>
          Save and sign on
        </Button>
      </Stack>
    </form>
  );
}
