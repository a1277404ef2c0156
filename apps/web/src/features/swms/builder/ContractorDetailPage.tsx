import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TSwms } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { FormSection } from '../../../ui/forms/FormSection';
import { swmsPath } from '../swms-api';
import { swmsStepIndex } from './builder-steps';
import { optionalEmail } from './PersonFields';
import { SwmsStepGate } from './SwmsStepGate';
import { SwmsStepLayout } from './SwmsStepLayout';
import { CHECK_FIELDS, useStepSave } from './useStepSave';

type TValues = { contractorDetails: { businessName: string; abn: string; address: string; phone: string; email: string } };

function ContractorDetail({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: { contractorDetails: swms.content.contractorDetails ?? { businessName: '', abn: '', address: '', phone: '', email: '' } },
    validate: { contractorDetails: { businessName: (value) => (value.trim() ? null : 'Please enter the business name.'), email: optionalEmail } },
  });
  const { save, busy, error, setError, draftPrompt } = useStepSave(swms.id, form, 'contractor');
  const submit = form.onSubmit(
    (values) => void save({ step: 'project_details', content: values }, 'section-three'),
    () => setError(CHECK_FIELDS),
  );
  const nz = swms.content.jurisdiction === 'NZ';
  return (
    <SwmsStepLayout
      title="Your business"
      step={swmsStepIndex('contractor-detail')}
      onBack={() => void navigate(swmsPath('section-details', swms.id))}
      onContinue={() => submit()}
      busy={busy}
      error={error}
    >
      {draftPrompt}
      <FormSection id="swms-business" title="Business doing the work">
        <Text size="sm">Printed on the SWMS as the contractor. Filled in from your company details; changes here are for this SWMS only.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Business name"
            size="md"
            required
            maxLength={200}
            autoComplete="organization"
            {...form.getInputProps('contractorDetails.businessName')}
          />
          <TextInput label={nz ? 'NZBN' : 'ABN'} size="md" maxLength={20} autoComplete="off" {...form.getInputProps('contractorDetails.abn')} />
          <TextInput label="Address" size="md" maxLength={300} autoComplete="street-address" {...form.getInputProps('contractorDetails.address')} />
          <TextInput label="Phone" type="tel" size="md" maxLength={40} autoComplete="tel" {...form.getInputProps('contractorDetails.phone')} />
          <TextInput label="Email" type="email" size="md" maxLength={254} autoComplete="email" {...form.getInputProps('contractorDetails.email')} />
        </SimpleGrid>
      </FormSection>
    </SwmsStepLayout>
  );
}

/** /swms/contractor-detail: the business doing the work, as printed on the SWMS. */
export function ContractorDetailPage() {
  return <SwmsStepGate>{(swms) => <ContractorDetail swms={swms} />}</SwmsStepGate>;
}
