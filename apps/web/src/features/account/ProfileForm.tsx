import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZUpdateProfileSchema } from '@hivis/contracts';
import type { TCurrentUser } from '@hivis/contracts';
import { getStoredAuth, storeAuth } from '../../api/auth-storage';
import { useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { updateProfile, useStoreProfile } from './account-api';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';

type TProfileValues = { firstName: string; lastName: string; phone: string };
const FIELDS = ['firstName', 'lastName', 'phone'] as const;

/** Name and phone of the signed-in person (PUT /api/v3/user/details). */
export function ProfileForm({ user }: { user: TCurrentUser }) {
  const storeProfile = useStoreProfile();
  const form = useForm<TProfileValues>({
    mode: 'controlled',
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    validate: schemaResolver(ZUpdateProfileSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS });

  const save = useMutation({
    mutationFn: (values: TProfileValues) =>
      updateProfile({ firstName: values.firstName, lastName: values.lastName, phone: values.phone.trim() === '' ? null : values.phone }),
    onSuccess: (updated) => {
      storeProfile(updated);
      // The stored login carries the name too (the header and a reload before /auth/info answers).
      const stored = getStoredAuth();
      if (stored) storeAuth({ ...stored, firstName: updated.firstName, lastName: updated.lastName });
      form.resetDirty();
      notifySuccess('Your details have been saved.');
    },
  });

  return (
    <FormSection id="profile" title="Your details">
      <FormProblem title="Your details were not saved" problem={problem} />
      <form noValidate onSubmit={onSubmit(save.mutateAsync)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Email address"
            value={user.email}
            readOnly
            variant="filled"
            description="You log in with this address; it cannot be changed here."
          />
          <TextInput
            label="Phone number (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            description="At least 8 digits."
            {...form.getInputProps('phone')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
