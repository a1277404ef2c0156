import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { EMPLOYEE_NOTES_MAX, ZEmployeeDetailsInputSchema } from '@hivis/contracts';
import type { TEmployee } from '@hivis/contracts';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { FormProblem } from '../../ui/forms/FormProblem';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { validateWith } from '../../ui/forms/form-validation';
import { saveEmployee } from './employees-api';

type TDetailsValues = {
  firstName: string;
  lastName: string;
  phone: string;
  position: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactRelationship: string;
  notes: string;
};
const FIELDS: (keyof TDetailsValues)[] = [
  'firstName',
  'lastName',
  'phone',
  'position',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelationship',
  'notes',
];

function initialValues(employee: TEmployee): TDetailsValues {
  const { profile } = employee;
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    phone: employee.phone ?? '',
    position: profile.position ?? '',
    emergencyContactName: profile.emergencyContactName ?? '',
    emergencyContactPhone: profile.emergencyContactPhone ?? '',
    emergencyContactRelationship: profile.emergencyContactRelationship ?? '',
    notes: profile.notes ?? '',
  };
}

type TEmployeeDetailsFormProps = { employee: TEmployee; onSaved: (saved: TEmployee) => void; onCancel: () => void };

/** Names, phone, position, emergency contact and notes; email and role change on User Account Management. */
export function EmployeeDetailsForm({ employee, onSaved, onCancel }: TEmployeeDetailsFormProps) {
  const form = useForm<TDetailsValues>({
    mode: 'controlled',
    initialValues: initialValues(employee),
    validate: (values) => validateWith(ZEmployeeDetailsInputSchema, values),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS, clearOnChange: true, invalidMessage: CHECK_FIELDS });
  const draft = useFormDraft(form, { form: 'employee', recordId: employee.id });
  const save = useMutation({
    mutationFn: (values: TDetailsValues) => saveEmployee(employee.id, values),
    onSuccess: onSaved,
  });

  return (
    <form noValidate aria-label="Edit details" onSubmit={onSubmit(draft.saveWith(save.mutateAsync))}>
      <Stack gap="md">
        {draft.prompt}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" required size="md" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required size="md" {...form.getInputProps('lastName')} />
          <TextInput label="Mobile phone" type="tel" size="md" {...form.getInputProps('phone')} />
          <TextInput label="Position" size="md" {...form.getInputProps('position')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Emergency contact name" size="md" {...form.getInputProps('emergencyContactName')} />
          <TextInput label="Emergency contact phone" type="tel" size="md" {...form.getInputProps('emergencyContactPhone')} />
          <TextInput label="Relationship" description="e.g. Partner, Mother" size="md" {...form.getInputProps('emergencyContactRelationship')} />
        </SimpleGrid>
        <Textarea
          label="Notes"
          description="Only account holders see these."
          autosize
          minRows={3}
          maxLength={EMPLOYEE_NOTES_MAX}
          size="md"
          {...form.getInputProps('notes')}
        />
        <FormProblem title="The details were not saved" problem={problem} />
        <Group>
          <Button type="submit" size="md" loading={submitting} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
            Save details
          </Button>
          <Button
            variant="default"
            size="md"
            onClick={() => {
              draft.discarded();
              onCancel();
            }}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
