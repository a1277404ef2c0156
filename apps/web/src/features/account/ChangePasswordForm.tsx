import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, ZChangePasswordSchema } from '@hivis/contracts';
import type { TChangePassword } from '@hivis/contracts';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useServerForm } from '../../ui/forms/useServerForm';
import { changePassword } from '../auth/auth-api';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY: TChangePassword = { currentPassword: '', password: '', confirmPassword: '' };

/** PUT /api/v3/auth/change. The server's confirmation shows as a success toast. */
export function ChangePasswordForm() {
  const form = useForm<TChangePassword>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ZChangePasswordSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS });
  form.watch('password', () => form.clearFieldError('confirmPassword'));

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => form.reset(),
  });

  return (
    <FormSection id="password" title="Change password">
      <FormProblem title="Your password was not changed" problem={problem} />
      <form noValidate onSubmit={onSubmit(change.mutateAsync)}>
        <Stack gap="md">
          <PasswordField label="Current password" autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            {...form.getInputProps('password')}
          />
          <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
