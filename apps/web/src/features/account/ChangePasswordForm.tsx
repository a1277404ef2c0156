import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, ZChangePasswordSchema } from '@hivis/contracts';
import type { TChangePassword } from '@hivis/contracts';
import { useState } from 'react';
import { PasswordField } from '../../ui/forms/PasswordField';
import { applyServerErrors } from '../../ui/forms/server-errors';
import { changePassword } from '../auth/auth-api';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY: TChangePassword = { currentPassword: '', password: '', confirmPassword: '' };

/** PUT /api/v3/auth/change. The server's confirmation shows as a success toast. */
export function ChangePasswordForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TChangePassword>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ZChangePasswordSchema, { sync: true }),
  });
  form.watch('password', () => form.clearFieldError('confirmPassword'));

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => form.reset(),
    onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="password-heading">
      <Stack gap="md">
        <Title order={2} fz="h3" id="password-heading">
          Change password
        </Title>
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Your password was not changed">
            {problem}
          </Alert>
        )}
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setProblem(null);
            change.mutate(values);
          })}
        >
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
              <Button type="submit" loading={change.isPending}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
