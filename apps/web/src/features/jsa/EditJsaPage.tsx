import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconWifiOff } from '@tabler/icons-react';
import type { TJsa } from '@hivis/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, isApiError } from '../../api/api-error';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { useOnline } from '../../offline/use-online';
import { BackLink } from '../../ui/BackLink';
import { FormProblem } from '../../ui/forms/FormProblem';
import { Page } from '../../ui/Page';
import { QueryGate } from '../../ui/QueryGate';
import { useJsa, useJsaWords, useUpdateJsa } from './jsa-api';
import { editJsaValues, toUpdateJsaBody } from './jsa-form-values';
import type { TJsaFormValues } from './jsa-form-values';
import { jsaNotFound } from './jsa-not-found';
import { JSA_REPORTS_PATH, jsaPath } from './jsa-paths';
import { jobWords, versionWords } from './jsa-words';
import type { TJsaWords } from './jsa-words';
import { JsaContentFields } from './JsaContentFields';
import { useJsaForm } from './use-jsa-form';

/*
 * /jsa-reports/{jsaId}/edit: the same form as a new JSA, filled with the JSA as saved. Saving
 * sends the whole JSA on the version it was opened at, and the server issues the next version,
 * which everyone signs on to again. A change is not a command the phone can queue (someone may
 * have saved the JSA meanwhile, and only the server can say), so it needs a connection; the typing
 * is kept on the phone as a draft until it is saved.
 */

export const OFFLINE_EDIT = 'Changes need a connection; your typing is kept. Save again when you have signal.';

export function EditJsaPage() {
  const { jsaId = '' } = useParams();
  const words = useJsaWords();
  const jsa = useJsa(jsaId);
  return (
    <QueryGate
      query={jsa}
      errorTitle={`The ${words.one} did not load`}
      notFound={jsaNotFound(words)}
      frame={(problem) => (
        <Page title={`Edit ${words.one}`}>
          <BackLink to={JSA_REPORTS_PATH}>{words.list}</BackLink>
          {problem}
        </Page>
      )}
    >
      {(data) => <EditJsaForm jsa={data} words={words} />}
    </QueryGate>
  );
}

function EditJsaForm({ jsa, words }: { jsa: TJsa; words: TJsaWords }) {
  const navigate = useNavigate();
  const online = useOnline();
  const update = useUpdateJsa(jsa.id);
  // The version the form opened at: a later answer of the same JSA does not move it (that would hide a change of someone else's).
  const [basedOn] = useState(jsa.version);
  const [initialValues] = useState(() => editJsaValues(jsa));
  const { form, formRef, openSteps, setOpenSteps, submitWith, problem, submitting } = useJsaForm(initialValues, { needsJob: false });
  const draft = useFormDraft(form, { form: 'jsa-edit', recordId: jsa.id });
  const [stale, setStale] = useState(false);

  const send = async (values: TJsaFormValues) => {
    if (!navigator.onLine) throw new ApiError(0, 'OFFLINE', OFFLINE_EDIT);
    setStale(false);
    try {
      await update.mutateAsync(toUpdateJsaBody(values, basedOn));
    } catch (error) {
      if (isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT')) throw new ApiError(0, 'OFFLINE', OFFLINE_EDIT);
      if (isApiError(error) && error.status === 409) setStale(true);
      throw error;
    }
    void navigate(jsaPath(jsa.id), { replace: true });
  };
  const cancel = () => {
    draft.discarded();
    void navigate(jsaPath(jsa.id));
  };

  return (
    <Page title={`Edit ${words.one}`} size="sm">
      <BackLink to={jsaPath(jsa.id)}>{jsa.content.task}</BackLink>
      <form ref={formRef} noValidate onSubmit={submitWith(draft.saveWith(send))} aria-label={`Edit ${words.one}`}>
        <Stack gap="lg">
          {draft.prompt}
          {!online && (
            <Alert color="yellow" icon={<IconWifiOff aria-hidden />} title="You’re offline">
              Changes need a connection; your typing is kept on this phone. Save when you have signal.
            </Alert>
          )}
          <FormProblem title="Your changes were not saved" problem={problem} />
          {stale && (
            <Group>
              <Button component={Link} to={jsaPath(jsa.id)} variant="default" size="md">
                See the saved {words.one}
              </Button>
            </Group>
          )}
          <Stack gap={4}>
            <Text fw={700}>{jobWords(jsa.job)}</Text>
            <Text size="sm">
              {versionWords(basedOn)}. Saving makes version {basedOn + 1}: everyone signs on to it again.
            </Text>
          </Stack>
          <JsaContentFields form={form} openSteps={openSteps} onOpenSteps={setOpenSteps} />
          <Button type="submit" size="xl" fullWidth loading={submitting} leftSection={<IconDeviceFloppy size={24} aria-hidden />}>
            Save changes
          </Button>
          <Button type="button" variant="default" size="lg" fullWidth onClick={cancel}>
            Cancel
          </Button>
        </Stack>
      </form>
    </Page>
  );
}
