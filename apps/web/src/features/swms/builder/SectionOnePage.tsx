import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { hrcwListFor, MODEL_WHS_HRCW, SWMS_JURISDICTIONS } from '@hivis/contracts';
import type { THrcwCode, TSwms, TSwmsJurisdictionCode } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { FormSection } from '../../../ui/forms/FormSection';
import { swmsStepIndex } from './builder-steps';
import { JobSummaryCard } from './JobSummaryCard';
import { SwmsStepGate } from './SwmsStepGate';
import { SwmsStepLayout } from './SwmsStepLayout';
import { CHECK_FIELDS, useStepSave } from './useStepSave';

type TValues = { jurisdiction: TSwmsJurisdictionCode | null; hrcwCodes: THrcwCode[] };

const JURISDICTION_OPTIONS = SWMS_JURISDICTIONS.map((item) => ({ value: item.code, label: item.name }));

/** The categories to tick: the law's list, or for New Zealand (no list in law) the model list as a guide. */
function categoriesFor(jurisdiction: TSwmsJurisdictionCode | null) {
  if (!jurisdiction) return [];
  return jurisdiction === 'NZ' ? MODEL_WHS_HRCW : hrcwListFor(jurisdiction);
}

function SectionOne({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: { jurisdiction: swms.content.jurisdiction, hrcwCodes: swms.content.hrcwCodes },
    validate: { jurisdiction: (value) => (value ? null : 'Please choose the state or country of the work.') },
  });
  const { save, busy, error, setError, draftPrompt } = useStepSave(swms.id, form, 'section-one');
  const { jurisdiction } = form.getValues();
  const categories = categoriesFor(jurisdiction);
  const nz = jurisdiction === 'NZ';
  const submit = form.onSubmit(
    (values) => void save({ step: 'job_details', content: { jurisdiction: values.jurisdiction, hrcwCodes: values.hrcwCodes } }, 'pc-details'),
    () => setError(CHECK_FIELDS),
  );
  const chooseJurisdiction = (value: string | null) => {
    const next = (value as TSwmsJurisdictionCode | null) ?? null;
    const allowed = new Set<string>(categoriesFor(next).map((item) => item.code));
    form.setValues({ jurisdiction: next, hrcwCodes: form.getValues().hrcwCodes.filter((code) => allowed.has(code)) });
  };
  return (
    <SwmsStepLayout
      title="Job and high-risk work"
      step={swmsStepIndex('section-one')}
      onBack={() => void navigate(`/swms/select-job?jobId=${swms.job.id}`)}
      onContinue={() => submit()}
      busy={busy}
      error={error}
    >
      {draftPrompt}
      <JobSummaryCard job={swms.job} />
      <FormSection id="swms-law" title="Where the work is">
        <Select
          label="State or country of the work"
          description="Its law decides which work is high-risk construction work."
          data={JURISDICTION_OPTIONS}
          size="md"
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('jurisdiction')}
          onChange={chooseJurisdiction}
        />
      </FormSection>
      {jurisdiction && (
        <FormSection id="swms-hrcw" title={nz ? 'High-risk work (guide)' : 'High-risk construction work'}>
          <Text size="sm">
            {nz
              ? 'New Zealand law has no list of high-risk construction work. Head contractors still ask which work is high-risk, so tick any from the Australian model list that fit.'
              : 'Tick every kind of high-risk construction work the crew will do on this job. A SWMS is needed for each one.'}
          </Text>
          <Checkbox.Group {...form.getInputProps('hrcwCodes')} label="The work includes" size="md">
            <Stack gap="sm" mt="xs">
              {categories.map((item) => (
                <Checkbox key={item.code} value={item.code} label={item.label} description={item.reference} size="md" />
              ))}
            </Stack>
          </Checkbox.Group>
        </FormSection>
      )}
    </SwmsStepLayout>
  );
}

/** /swms/section-one: the job (read only), the law that applies and the high-risk work ticked. */
export function SectionOnePage() {
  return <SwmsStepGate>{(swms) => <SectionOne swms={swms} />}</SwmsStepGate>;
}
