import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight, IconSend } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { BackLink } from '../../ui/BackLink';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useDeviceId } from '../../ui/forms/useDeviceId';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { Page } from '../../ui/Page';
import { can, useAccess } from '../auth/access';
import { focusFirstProblem } from '../../ui/forms/focus-first-problem';
import { queueReport, useIncidentCommandSync } from './incident-commands';
import type { TTakenPhoto } from './incident-commands';
import { INCIDENTS_PATH, incidentDetailsPath } from './incident-paths';
import { reportLabel } from './incident-words';
import { useSuggestedJurisdiction } from './incidents-api';
import { isComplete, toAnswersBody } from './notification-wizard';
import { NotificationWizard } from './NotificationWizard';
import { ReportFields } from './ReportFields';
import { ReportPhotos } from './ReportPhotos';
import { REPORT_FIELD_NAMES, newReportValues, reportFormFields, toReportPayload, validateReportValues } from './report-form-values';
import type { TReportFormValues } from './report-form-values';

/*
 * /incident-reports/new: reporting an incident on site, signal or not. First the report (kept on
 * the phone as it is typed: a draft, with the incident's id made here), then "is it notifiable?",
 * answered on the phone, then Send: the report and its photos go into the device outbox and the
 * incident's page opens, showing it saved on this phone until it is sent.
 */

const NOT_KEPT = 'The report could not be saved on this phone. Free some space on the phone, then tap Send report again.';

export function NewIncidentReport() {
  // With signal the report may be answered before its page has opened: the answer is kept meanwhile.
  useIncidentCommandSync();
  const navigate = useNavigate();
  const access = useAccess();
  const deviceId = useDeviceId();
  const form = useForm<TReportFormValues>({ mode: 'controlled', initialValues: newReportValues(), validate: (values) => validateReportValues(values) });
  const { problem, setProblem, submitting, onSubmit } = useServerForm(form, {
    fields: reportFormFields,
    fieldNames: REPORT_FIELD_NAMES,
    invalidMessage: CHECK_FIELDS,
  });
  // The typing and the wizard's answers are kept; photos are not (files never are): they wait here until Send.
  const draft = useFormDraft(form, { form: 'incident', deviceId });
  const [stage, setStage] = useState<'report' | 'notify'>('report');
  const [photos, setPhotos] = useState<TTakenPhoto[]>([]);
  const suggested = useSuggestedJurisdiction(form.values.worksiteId);
  const formRef = useRef<HTMLFormElement>(null);

  const toReport = () => {
    setStage('report');
    focusFirstProblem(formRef.current);
  };
  const toWizard = () => {
    if (form.validate().hasErrors) {
      setProblem(CHECK_FIELDS);
      focusFirstProblem(formRef.current);
      return;
    }
    setProblem(null);
    setStage('notify');
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ block: 'start' }));
  };

  const send = async (values: TReportFormValues) => {
    const body = {
      ...toReportPayload(
        values,
        photos.map((photo) => photo.id),
      ),
      answers: toAnswersBody(values.answers),
      id: deviceId.id,
    };
    try {
      await queueReport(body, photos, reportLabel(values.types));
    } catch {
      throw new ApiError(0, 'NOT_KEPT', NOT_KEPT);
    }
    void navigate(incidentDetailsPath(deviceId.id));
  };
  const submitSend = onSubmit(draft.saveWith(send));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of the report moves on to the questions: a report is never sent unanswered by accident.
    if (stage === 'report') {
      event.preventDefault();
      return toWizard();
    }
    if (!isComplete(form.values.answers)) return event.preventDefault();
    if (form.validate().hasErrors) {
      event.preventDefault();
      setProblem(CHECK_FIELDS);
      return toReport();
    }
    submitSend(event);
  };

  return (
    <Page title="Report an incident" size="sm">
      <BackLink to={INCIDENTS_PATH}>Incident reports</BackLink>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Report an incident">
        <Stack gap="lg">
          {draft.prompt}
          <FormProblem title="The report was not sent" problem={problem} />
          {stage === 'report' ? (
            <>
              <Text>Say what happened while it is fresh. It is kept on this phone as you type, and works with no signal.</Text>
              <ReportFields
                form={form}
                pickPeople={can(access, 'employees.read')}
                photos={
                  <ReportPhotos
                    taken={photos}
                    onTaken={(added) => setPhotos((before) => [...before, ...added])}
                    onRemoveTaken={(id) => setPhotos((before) => before.filter((photo) => photo.id !== id))}
                    takenNote="Photos stay on this screen until you send the report, then wait on this phone with it until there is signal."
                  />
                }
              />
              <Button type="submit" size="lg" rightSection={<IconArrowRight size={22} aria-hidden />}>
                Next: is it notifiable?
              </Button>
            </>
          ) : (
            <NotificationWizard
              answers={form.values.answers}
              onChange={(answers) => form.setFieldValue('answers', answers)}
              suggested={suggested}
              leave={{ label: 'Back to the report', onLeave: () => setStage('report') }}
              titleOrder={2}
              finish={() => (
                <Button type="submit" size="xl" loading={submitting} leftSection={<IconSend size={24} aria-hidden />}>
                  Send report
                </Button>
              )}
            />
          )}
        </Stack>
      </form>
    </Page>
  );
}
