import { Alert, Text, Textarea, TextInput } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SWMS_CONTENT_TEXT_MAX, SWMS_FILL_IN } from '@hivis/contracts';
import type { TSwms } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { FormSection } from '../../../ui/forms/FormSection';
import { swmsPath } from '../swms-api';
import { swmsStepIndex } from './builder-steps';
import { EMPTY_PERSON, isBlankPerson, optionalEmail, PersonFields } from './PersonFields';
import type { TPersonValues } from './PersonFields';
import { SwmsStepGate } from './SwmsStepGate';
import { SwmsStepLayout } from './SwmsStepLayout';
import { CHECK_FIELDS, useStepSave } from './useStepSave';

type TValues = {
  preparedBy: TPersonValues;
  approvedBy: TPersonValues;
  supervisor: TPersonValues;
  reviewDate: string;
  workerConsultation: string;
  implementation: string;
  emergencyProcedures: string;
  siteNotes: string;
};

function LongText(props: TextareaProps) {
  return <Textarea size="md" autosize minRows={3} maxRows={12} maxLength={SWMS_CONTENT_TEXT_MAX} {...props} />;
}

function SectionDetails({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const { content } = swms;
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      preparedBy: content.preparedBy ?? EMPTY_PERSON,
      approvedBy: content.approvedBy ?? EMPTY_PERSON,
      supervisor: content.supervisor ?? EMPTY_PERSON,
      reviewDate: content.reviewDate ?? '',
      workerConsultation: content.workerConsultation,
      implementation: content.implementation,
      emergencyProcedures: content.emergencyProcedures,
      siteNotes: content.siteNotes,
    },
    validate: {
      preparedBy: { name: (value) => (value.trim() ? null : 'Please name who prepared this SWMS.'), email: optionalEmail },
      approvedBy: { name: (value) => (value.trim() ? null : 'Please name the manager who approved this SWMS.'), email: optionalEmail },
      supervisor: { email: optionalEmail },
      reviewDate: (value) => (value ? null : 'Please choose the date this SWMS is next reviewed.'),
    },
  });
  const { save, busy, error, setError, draftPrompt } = useStepSave(swms.id, form, 'section-details');
  const submit = form.onSubmit(
    (values) => {
      const { preparedBy, approvedBy, supervisor, ...rest } = values;
      void save(
        { step: 'employees', content: { ...rest, preparedBy, approvedBy, supervisor: isBlankPerson(supervisor) ? null : supervisor } },
        'contractor-detail',
      );
    },
    () => setError(CHECK_FIELDS),
  );
  const stillToFill = form.getValues().emergencyProcedures.includes(SWMS_FILL_IN);
  return (
    <SwmsStepLayout
      title="People and procedures"
      step={swmsStepIndex('section-details')}
      onBack={() => void navigate(swmsPath('pc-details', swms.id))}
      onContinue={() => submit()}
      busy={busy}
      error={error}
    >
      {draftPrompt}
      <FormSection id="swms-prepared" title="Prepared by">
        <PersonFields form={form} path="preparedBy" who="Prepared by" nameRequired />
      </FormSection>
      <FormSection id="swms-approved" title="Approved by">
        <Text size="sm">The manager in your business who checked and approved this SWMS.</Text>
        <PersonFields form={form} path="approvedBy" who="Approved by" nameRequired />
      </FormSection>
      <FormSection id="swms-supervisor" title="Site supervisor">
        <Text size="sm">
          Who puts this SWMS in place on site and checks the work follows it. Their name and phone are needed before the SWMS can be generated; you can save
          without them for now.
        </Text>
        <PersonFields form={form} path="supervisor" who="Site supervisor" />
      </FormSection>
      <FormSection id="swms-review" title="Consultation and review">
        <TextInput
          type="date"
          label="Next review date"
          description="Principal contractors expect a review at least every 12 months."
          size="md"
          required
          {...form.getInputProps('reviewDate')}
        />
        <LongText
          {...form.getInputProps('workerConsultation')}
          label="How the workers were consulted"
          description="For example: went through it at the pre-start on site with the crew doing the work; changes they asked for are included."
        />
        <LongText
          {...form.getInputProps('implementation')}
          label="How the controls are put in place, checked and reviewed"
          description="Written for you to start from: change it to how your crew works."
        />
      </FormSection>
      <FormSection id="swms-emergency" title="Emergencies and site notes">
        <LongText {...form.getInputProps('emergencyProcedures')} label="Emergency procedures" description="First aid, the muster point, who to call." />
        {stillToFill && (
          <Alert color="orange" variant="light">
            Replace each {SWMS_FILL_IN} with the details for this site before you issue the SWMS.
          </Alert>
        )}
        <LongText
          {...form.getInputProps('siteNotes')}
          label="Site notes"
          description="Anything else the crew must know about this site: access, parking, other trades."
        />
      </FormSection>
    </SwmsStepLayout>
  );
}

/** /swms/section-details: who prepared and supervises, consultation, controls in practice, emergencies. */
export function SectionDetailsPage() {
  return <SwmsStepGate>{(swms) => <SectionDetails swms={swms} />}</SwmsStepGate>;
}
