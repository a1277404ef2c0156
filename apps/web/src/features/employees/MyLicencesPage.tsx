import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { QUALIFICATION_KIND_LABELS, ZOwnEmergencyContactSchema } from '@hivis/contracts';
import type { TOwnEmployee } from '@hivis/contracts';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { validateWith } from '../../ui/forms/form-validation';
import { ExpiryBadge } from './EmployeeBadges';
import { saveOwnEmergencyContact, useOwnEmployee, useStoreOwnEmployee } from './own-employee-api';
import { QueryGate } from '../../ui/QueryGate';

const FIELDS = ['emergencyContactName', 'emergencyContactPhone', 'emergencyContactRelationship'] as const;
type TContactValues = Record<(typeof FIELDS)[number], string>;

function EmergencyContactForm({ own }: { own: TOwnEmployee }) {
  const storeOwnEmployee = useStoreOwnEmployee();
  const form = useForm<TContactValues>({
    mode: 'controlled',
    initialValues: {
      emergencyContactName: own.emergencyContactName ?? '',
      emergencyContactPhone: own.emergencyContactPhone ?? '',
      emergencyContactRelationship: own.emergencyContactRelationship ?? '',
    },
    validate: (values) => validateWith(ZOwnEmergencyContactSchema, values),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS, clearOnChange: true, invalidMessage: CHECK_FIELDS });
  const save = useMutation({
    mutationFn: saveOwnEmergencyContact,
    onSuccess: (saved) => {
      storeOwnEmployee(saved);
      form.resetDirty();
      notifySuccess('Emergency contact saved.');
    },
  });
  return (
    <form noValidate aria-label="Emergency contact" onSubmit={onSubmit(save.mutateAsync)}>
      <Stack gap="md">
        <Text size="sm">Who the office calls if something happens to you on site.</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Name" size="md" {...form.getInputProps('emergencyContactName')} />
          <TextInput label="Phone" type="tel" size="md" {...form.getInputProps('emergencyContactPhone')} />
          <TextInput label="Relationship" description="e.g. Partner, Mother" size="md" {...form.getInputProps('emergencyContactRelationship')} />
        </SimpleGrid>
        <FormProblem title="The emergency contact was not saved" problem={problem} />
        <Group>
          <Button type="submit" size="md" loading={submitting} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
            Save emergency contact
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /user/licences: a person's own licences (the office keeps them) and their emergency contact. */
export function MyLicencesPage() {
  const own = useOwnEmployee();
  return (
    <QueryGate query={own} errorTitle="Your details did not load" frame={(problem) => <Page title="Licences and emergency contact">{problem}</Page>}>
      {(details) => {
        const { qualifications } = details;
        return (
          <Page title="Licences and emergency contact">
            <FormSection id="my-emergency-contact" title="Emergency contact">
              <EmergencyContactForm own={details} />
            </FormSection>
            <FormSection id="my-licences" title="Licences and tickets">
              {qualifications.length === 0 ? (
                <Text c="dimmed">No licences recorded. Show your cards to the office so they can add them.</Text>
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0}>
                  {qualifications.map((licence) => (
                    <Paper key={licence.id} component="li" withBorder p="md" radius="md" style={{ listStyle: 'none' }}>
                      <Group justify="space-between" align="flex-start" gap="xs">
                        <div>
                          <Text fw={700}>{licence.name}</Text>
                          <Text size="sm">
                            {QUALIFICATION_KIND_LABELS[licence.kind]}
                            {licence.licenceNumber ? ` · No. ${licence.licenceNumber}` : ''}
                          </Text>
                        </div>
                        <ExpiryBadge state={licence.expiryState} expiresOn={licence.expiresOn} />
                      </Group>
                    </Paper>
                  ))}
                </Stack>
              )}
              <Text size="sm" c="dimmed">
                Only the office changes licences. Tell them when you renew one.
              </Text>
            </FormSection>
          </Page>
        );
      }}
    </QueryGate>
  );
}
