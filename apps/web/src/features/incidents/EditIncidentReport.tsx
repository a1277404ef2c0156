import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { TIncidentDetails } from '@hivis/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { BackLink } from '../../ui/BackLink';
import { FormProblem } from '../../ui/forms/FormProblem';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { can, useAccess } from '../auth/access';
import { focusFirstProblem } from '../../ui/forms/focus-first-problem';
import type { TTakenPhoto } from './incident-commands';
import { incidentDetailsPath } from './incident-paths';
import { typesWords } from './incident-words';
import { uploadReportPhoto, useSaveReport } from './incidents-api';
import { ReportFields } from './ReportFields';
import { ReportPhotos } from './ReportPhotos';
import { REPORT_FIELD_NAMES, reportFormFields, reportValuesOf, toReportPayload, validateReportValues } from './report-form-values';
import type { TReportFormValues } from './report-form-values';

/*
 * Changing a report (the reporter or an account holder, until it is signed off): the same form,
 * filled from the server, saved with signal. New photos go up first, under the ids the report then
 * names; the server's refusals land on the fields.
 */

export function EditIncidentReport({ incident }: { incident: TIncidentDetails }) {
  const navigate = useNavigate();
  const access = useAccess();
  const form = useForm<TReportFormValues>({ mode: 'controlled', initialValues: reportValuesOf(incident), validate: (values) => validateReportValues(values) });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: reportFormFields, fieldNames: REPORT_FIELD_NAMES, invalidMessage: CHECK_FIELDS });
  const draft = useFormDraft(form, { form: 'incident', recordId: incident.id });
  const [keptIds, setKeptIds] = useState(() => incident.photos.map((photo) => photo.id));
  const [taken, setTaken] = useState<TTakenPhoto[]>([]);
  const save = useSaveReport(incident.id);
  const formRef = useRef<HTMLFormElement>(null);
  const detailsPath = incidentDetailsPath(incident.id);

  const send = async (values: TReportFormValues) => {
    for (const photo of taken) await uploadReportPhoto(photo);
    await save.mutateAsync(toReportPayload(values, [...keptIds, ...taken.map((photo) => photo.id)]));
    notifySuccess('Report saved.');
    void navigate(detailsPath);
  };

  return (
    <Page title="Change the report" heading={`Change the report: ${typesWords(incident.types)}`} size="sm">
      <BackLink to={detailsPath}>Back to the incident</BackLink>
      <form
        ref={formRef}
        noValidate
        aria-label="Change the report"
        onSubmit={(event) => {
          onSubmit(draft.saveWith(send))(event);
          if (!form.isValid()) focusFirstProblem(formRef.current);
        }}
      >
        <Stack gap="lg">
          {draft.prompt}
          <FormProblem title="The report was not saved" problem={problem} />
          <ReportFields
            form={form}
            pickPeople={can(access, 'employees.read')}
            photos={
              <ReportPhotos
                kept={incident.photos.filter((photo) => keptIds.includes(photo.id))}
                onRemoveKept={(id) => setKeptIds((before) => before.filter((each) => each !== id))}
                taken={taken}
                onTaken={(added) => setTaken((before) => [...before, ...added])}
                onRemoveTaken={(id) => setTaken((before) => before.filter((photo) => photo.id !== id))}
                takenNote="New photos are sent when you tap Save changes."
              />
            }
          />
          <Group gap="sm" grow>
            <Button type="submit" size="lg" loading={submitting} leftSection={<IconDeviceFloppy size={22} aria-hidden />}>
              Save changes
            </Button>
            <Button
              variant="default"
              size="lg"
              disabled={submitting}
              onClick={() => {
                draft.discarded();
                void navigate(detailsPath);
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
