import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { INCIDENT_TYPES, INCIDENT_TYPE_LABELS } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { FormSection } from '../../ui/forms/FormSection';
import { ChipChoices } from './ChipChoices';
import { PeopleFields } from './PeopleFields';
import { PlaceFields } from './PlaceFields';
import type { TReportFormValues } from './report-form-values';
import { WitnessesFields } from './WitnessesFields';

/*
 * The report's fields, in the order a person on site tells it: what kind, when, where, what
 * happened and what was done, who was involved, who saw it, and photos. One column on a phone.
 */

const TYPE_OPTIONS = INCIDENT_TYPES.map((type) => ({ value: type, label: INCIDENT_TYPE_LABELS[type] }));

type TReportFieldsProps = {
  form: UseFormReturnType<TReportFormValues>;
  /** The company's people may be listed, to pick who was involved (account holders). */
  pickPeople: boolean;
  /** The photos' part: new ones held on the phone, or the report's own as well. */
  photos: ReactNode;
};

export function ReportFields({ form, pickPeople, photos }: TReportFieldsProps) {
  return (
    <Stack gap="lg">
      <FormSection id="incident-kind" title="What kind of incident">
        <ChipChoices
          label="What kind of incident was it?"
          description="Tick each that fits."
          options={TYPE_OPTIONS}
          value={form.values.types}
          onChange={(types) => form.setFieldValue('types', types)}
          error={form.errors.types}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label="Date it happened" size="md" required {...form.getInputProps('date')} />
          <TextInput type="time" label="Time it happened" size="md" required {...form.getInputProps('time')} />
        </SimpleGrid>
      </FormSection>

      <FormSection id="incident-place" title="Where">
        <PlaceFields form={form} />
      </FormSection>

      <FormSection id="incident-what" title="What happened">
        <Textarea
          label="What happened"
          description="In your own words: what was being done, what went wrong, what it led to."
          size="md"
          required
          withAsterisk={false}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={4000}
          {...form.getInputProps('description')}
        />
        <Textarea
          label="What was done straight away (optional)"
          description="First aid, the area fenced off, the machine locked out, the ambulance called."
          size="md"
          autosize
          minRows={2}
          maxRows={10}
          maxLength={4000}
          {...form.getInputProps('immediateActions')}
        />
      </FormSection>

      <FormSection id="incident-people" title="People involved">
        <PeopleFields form={form} pickPeople={pickPeople} />
      </FormSection>

      <FormSection id="incident-witnesses" title="Witnesses">
        <WitnessesFields form={form} />
      </FormSection>

      <FormSection id="incident-photos" title="Photos">
        {photos}
      </FormSection>
    </Stack>
  );
}
