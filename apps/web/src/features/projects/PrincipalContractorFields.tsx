import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { EmailField } from '../../ui/forms/EmailField';
import { useCompany } from '../company/company-api';
import { ownCompanyAsPc } from './project-form-values';
import type { TProjectFormValues } from './project-form-values';

const key = (name: string) => `principalContractor.${name}`;

/** The head contractor running the site, its contact and its WHS person, as on their site rules. */
export function PrincipalContractorFields({ form }: { form: UseFormReturnType<TProjectFormValues> }) {
  const company = useCompany();
  const country = company.data?.country ?? 'AU';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text maw={520} size="sm">
          The company in charge of the site. Your SWMS goes to them before work starts. Leave empty if you do not know yet.
        </Text>
        <Button
          variant="light"
          size="md"
          leftSection={<IconBuildingSkyscraper size={20} aria-hidden />}
          // The label wraps on a 360 px phone instead of being cut off.
          styles={{ root: { height: 'auto', minHeight: 44, paddingBlock: 8 }, label: { whiteSpace: 'normal', textAlign: 'left' } }}
          disabled={!company.data}
          onClick={() => company.data && form.setFieldValue('principalContractor', ownCompanyAsPc(company.data, form.values.principalContractor))}
        >
          We are the principal contractor
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Company name" size="md" autoComplete="off" {...form.getInputProps(key('companyName'))} />
        <TextInput
          label={country === 'NZ' ? 'ABN or NZBN (optional)' : 'ABN (optional)'}
          size="md"
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps(key('abn'))}
        />
      </SimpleGrid>

      <Title order={3} fz="h4">
        Contact at the principal contractor
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Name (optional)" size="md" autoComplete="off" {...form.getInputProps(key('contactName'))} />
        <TextInput label="Phone (optional)" type="tel" size="md" autoComplete="off" {...form.getInputProps(key('contactPhone'))} />
        <EmailField label="Email (optional)" required={false} size="md" autoComplete="off" {...form.getInputProps(key('contactEmail'))} />
      </SimpleGrid>

      <Title order={3} fz="h4">
        WHS person
      </Title>
      <Text size="sm" c="dimmed">
        Who looks after work health and safety on this site for the principal contractor.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="WHS name (optional)" size="md" autoComplete="off" {...form.getInputProps(key('whsPersonName'))} />
        <TextInput label="WHS phone (optional)" type="tel" size="md" autoComplete="off" {...form.getInputProps(key('whsPersonPhone'))} />
        <EmailField label="WHS email (optional)" required={false} size="md" autoComplete="off" {...form.getInputProps(key('whsPersonEmail'))} />
      </SimpleGrid>
    </Stack>
  );
}
