import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { COMPANY_TIME_ZONES, countryOfAddress } from '@hivis/contracts';
import type { TCompanyDetails } from '@hivis/contracts';
import { AddressFields } from '../../ui/address/AddressFields';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { saveCompany, useStoreCompany } from './company-api';
import { COMPANY_FORM_FIELDS, companyCountryOf, initialCompanyValues, toCompanyPayload, validateCompanyValues } from './company-form-values';
import type { TCompanyFormValues } from './company-form-values';
import { LogoField } from './LogoField';
import { TIME_ZONE_LABELS, timeZoneForPlace } from './time-zones';

const TIME_ZONE_OPTIONS = COMPANY_TIME_ZONES.map((zone) => ({ value: zone, label: TIME_ZONE_LABELS[zone] }));
const ADDRESS_PARTS = ['country', 'state', 'suburb', 'postCode', 'streetName'] as const;

/**
 * The company's details (PUT /api/v3/company). The first save after payment completes the
 * account: onCompleted then takes the owner into the app.
 */
export function CompanyDetailsForm({ company, onCompleted }: { company: TCompanyDetails; onCompleted?: () => void }) {
  const storeCompany = useStoreCompany();
  const form = useForm<TCompanyFormValues>({
    mode: 'controlled',
    initialValues: initialCompanyValues(company),
    validate: validateCompanyValues,
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: COMPANY_FORM_FIELDS });
  const draft = useFormDraft(form, { form: 'company.details', recordId: company.id });
  const { values } = form;

  const save = useMutation({
    mutationFn: (submitted: TCompanyFormValues) => saveCompany(toCompanyPayload(submitted)),
    onSuccess: (saved) => {
      // The account status (pending_company → active) and the company name live in the sign-in info.
      storeCompany(saved);
      form.resetDirty();
      notifySuccess('Company details saved.');
      if (company.detailsCompletedOn === null) onCompleted?.();
    },
  });

  const country = companyCountryOf(values);

  const addressErrors = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, form.errors[`address.${part}`]]));

  return (
    <form noValidate onSubmit={onSubmit(draft.saveWith(save.mutateAsync))}>
      <Stack gap="md">
        {draft.prompt}
        <FormProblem title="The company details were not saved" problem={problem} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Company name"
            description="The name your clients know you by."
            required
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
          <TextInput label="Legal name" description="As registered, e.g. ‘Smith Builders Pty Ltd’." required {...form.getInputProps('legalName')} />
          {country === 'AU' ? (
            <TextInput key="abn" label="ABN" description="11 digits, spaces are fine." required inputMode="numeric" {...form.getInputProps('abn')} />
          ) : (
            <TextInput key="nzbn" label="NZBN" description="13 digits." required inputMode="numeric" {...form.getInputProps('nzbn')} />
          )}
          <TextInput
            label="Company phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            description="At least 8 digits."
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <AddressFields
          value={values.address}
          errors={addressErrors}
          onChange={(next) => {
            form.setFieldValue('address', next);
            // A new state or country suggests its time zone; the person can still change it.
            const moved = next.state !== values.address.state || next.country !== values.address.country;
            const zone = timeZoneForPlace(countryOfAddress(next.country) ?? 'AU', next.state);
            if (moved && zone) form.setFieldValue('timeZone', zone);
          }}
        />
        <Select
          label="Time zone"
          description="Schedules, timesheets and documents use this time."
          required
          data={TIME_ZONE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('timeZone')}
        />
        <LogoField value={values.logo} onChange={(logo) => form.setFieldValue('logo', logo)} error={form.errors.logoFileId as string | undefined} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={submitting}>
            Save company details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
