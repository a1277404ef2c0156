import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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

type TPcValues = { companyName: string; abn: string; contactName: string; contactPhone: string; contactEmail: string };
type TValues = { principalContractor: TPcValues; whsPerson: TPersonValues };

const EMPTY_PC: TPcValues = { companyName: '', abn: '', contactName: '', contactPhone: '', contactEmail: '' };

function PcDetails({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: { principalContractor: swms.content.principalContractor ?? EMPTY_PC, whsPerson: swms.content.whsPerson ?? EMPTY_PERSON },
    validate: { principalContractor: { contactEmail: optionalEmail }, whsPerson: { email: optionalEmail } },
  });
  const { save, busy, error, setError, draftPrompt } = useStepSave(swms.id, form, 'pc-details');
  const submit = form.onSubmit(
    (values) => {
      const pc = values.principalContractor;
      // Nothing typed means no principal contractor (a homeowner's job): saved as none, not as blanks.
      const principalContractor = Object.values(pc).every((value) => value.trim() === '') ? null : pc;
      const whsPerson = isBlankPerson(values.whsPerson) ? null : values.whsPerson;
      void save({ step: 'pc_details', content: { principalContractor, whsPerson } }, 'section-details');
    },
    () => setError(CHECK_FIELDS),
  );
  return (
    <SwmsStepLayout
      title="Principal contractor"
      step={swmsStepIndex('pc-details')}
      onBack={() => void navigate(swmsPath('section-one', swms.id))}
      onContinue={() => submit()}
      busy={busy}
      error={error}
    >
      {draftPrompt}
      <FormSection id="swms-pc" title="Principal contractor">
        <Text size="sm">The head contractor running the site, who you give this SWMS to. Leave blank if there is none, for example work for a homeowner.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Company name" size="md" maxLength={200} autoComplete="off" {...form.getInputProps('principalContractor.companyName')} />
          <TextInput label="ABN" size="md" maxLength={20} autoComplete="off" {...form.getInputProps('principalContractor.abn')} />
          <TextInput label="Contact person" size="md" maxLength={200} autoComplete="off" {...form.getInputProps('principalContractor.contactName')} />
          <TextInput label="Contact phone" type="tel" size="md" maxLength={40} autoComplete="off" {...form.getInputProps('principalContractor.contactPhone')} />
          <TextInput
            label="Contact email"
            type="email"
            size="md"
            maxLength={254}
            autoComplete="off"
            {...form.getInputProps('principalContractor.contactEmail')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection id="swms-whs" title="WHS person">
        <Text size="sm">
          The principal contractor’s health and safety contact for this site. Who approved the SWMS in your business comes on the next screen.
        </Text>
        <PersonFields form={form} path="whsPerson" who="WHS person" />
      </FormSection>
    </SwmsStepLayout>
  );
}

/** /swms/pc-details: who the SWMS is for on site, and who approves it. */
export function PcDetailsPage() {
  return <SwmsStepGate>{(swms) => <PcDetails swms={swms} />}</SwmsStepGate>;
}
