import { Anchor, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLoginRequestSchema } from '@hivis/contracts';
import type { TLoginRequest } from '@hivis/contracts';
import { Link } from 'react-router';
import { storeAuth } from '../../api/auth-storage';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useServerForm } from '../../ui/forms/useServerForm';
import { login } from './auth-api';
import { AuthCard } from './AuthCard';
import { FormProblem } from '../../ui/forms/FormProblem';
import { EmailField } from '../../ui/forms/EmailField';

const FIELDS = ['email', 'password'] as const;

/**
 * /auth/login. On success the login is stored; the signed-in route table then takes over
 * and sends the person home, or back to the page that asked them to log in (?returnTo=).
 */
export function LoginPage() {
  const queryClient = useQueryClient();
  const form = useForm<TLoginRequest>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginRequestSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS });

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: (auth) => {
      // Nothing cached for a guest (or a previous person) may show to the new one.
      queryClient.clear();
      storeAuth(auth);
    },
  });

  return (
    <AuthCard title="Log in" intro="Log in to manage your jobs, safety paperwork and team.">
      <FormProblem title="We could not log you in" problem={problem} />
      <form noValidate onSubmit={onSubmit(signIn.mutateAsync)}>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/auth/forgot-password" py={10}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
