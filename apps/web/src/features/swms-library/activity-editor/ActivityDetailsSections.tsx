import { Checkbox, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { SWMS_NAME_MAX, SWMS_TEXT_MAX } from '@hivis/contracts';
import type { TSwmsJurisdictionCode } from '@hivis/contracts';
import { FormSection } from '../../../ui/forms/FormSection';
import { listError } from './activity-form-values';
import type { TActivityFormValues } from './activity-form-values';
import { hrcwOptions } from './hrcw-options';
import { TextListField } from './TextListField';

type TSectionsProps = {
  values: TActivityFormValues;
  onChange: (patch: Partial<TActivityFormValues>) => void;
  errors: Record<string, string>;
  jurisdiction: TSwmsJurisdictionCode | null;
};

/** The activity itself: its name and description, its high-risk work, and PPE, plant and licences. */
export function ActivityDetailsSections({ values, onChange, errors, jurisdiction }: TSectionsProps) {
  const hrcw = hrcwOptions(jurisdiction, values.hrcwCodes);
  return (
    <>
      <FormSection id="activity-what" title="The work">
        <TextInput
          label="Work activity"
          size="md"
          required
          maxLength={SWMS_NAME_MAX}
          value={values.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          error={errors.name}
        />
        <Textarea
          label="Description"
          description="What the crew does, in the order they do it."
          size="md"
          autosize
          minRows={2}
          maxLength={SWMS_TEXT_MAX}
          value={values.description}
          onChange={(event) => onChange({ description: event.currentTarget.value })}
          error={errors.description}
        />
        {values.sourceActivityId === null && (
          <TextInput
            label="Trade"
            description="Groups the activity on the list; leave blank for ‘Written for this SWMS’."
            size="md"
            maxLength={120}
            value={values.tradeName}
            onChange={(event) => onChange({ tradeName: event.currentTarget.value })}
            error={errors.tradeName}
          />
        )}
      </FormSection>

      <FormSection id="activity-hrcw" title="High-risk construction work">
        <Checkbox.Group
          label="Tick each category this activity involves"
          description={hrcw.legalList ? undefined : 'New Zealand has no legal list; these categories are a guide for the task analysis.'}
          value={values.hrcwCodes}
          onChange={(hrcwCodes) => onChange({ hrcwCodes })}
          error={listError(errors, 'hrcwCodes')}
        >
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm" mt="sm">
            {hrcw.items.map((item) => (
              <Checkbox key={item.code} value={item.code} size="md" label={item.label} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {values.hrcwCodes.length === 0 && (
          <Text size="sm" c="dimmed">
            None ticked: this activity is not high-risk construction work.
          </Text>
        )}
      </FormSection>

      <FormSection id="activity-equipment" title="PPE, plant and licences">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <TextListField
            label="PPE"
            description="Name each item specifically."
            example="P2 respirator"
            required
            value={values.ppe}
            onChange={(ppe) => onChange({ ppe })}
            error={listError(errors, 'ppe')}
          />
          <TextListField
            label="Plant and equipment"
            description="Tools and machines used."
            example="Elevating work platform"
            value={values.plant}
            onChange={(plant) => onChange({ plant })}
            error={listError(errors, 'plant')}
          />
          <TextListField
            label="Licences and tickets"
            description="What the people doing it must hold."
            example="White card"
            value={values.licences}
            onChange={(licences) => onChange({ licences })}
            error={listError(errors, 'licences')}
          />
        </SimpleGrid>
      </FormSection>
    </>
  );
}
