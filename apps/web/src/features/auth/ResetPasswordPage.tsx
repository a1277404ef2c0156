import { Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, ZResetPasswordSchema } from '@hivis/contracts';
import type { TResetPassword } from '@hivis/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useServerForm } from '../../ui/forms/useServerForm';
import { PageLoader } from '../../ui/PageLoader';
import { checkPasswordResetToken, resetPassword } from './auth-api';
import { AuthCard } from './AuthCard';
import { LinkProblem } from './LinkProblem';
import { FormProblem } from '../../ui/forms/FormProblem';

const MISSING_TOKEN = new ApiError(400, 'BAD_REQUEST', 'This password reset link is incomplete. Please ask for a new one.');
const ASK_AGAIN = { label: 'Ask for a new link', to: '/auth/forgot-password' };

/** /reset-password/{userId}?token=...: the link from the reset email (spec 2.5, "Change Password"). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: queryKeys.passwordResetToken(token),
    queryFn: ({ signal }) => checkPasswordResetToken(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  if (token === '') {
    return <LinkProblem invalidTitle="This link does not work" error={MISSING_TOKEN} next={ASK_AGAIN} onRetry={() => undefined} />;
  }
  if (check.isPending) return <PageLoader label="Checking your link…" />;
  if (check.isError) {
    return <LinkProblem invalidTitle="This link has expired" error={check.error} next={ASK_AGAIN} onRetry={() => void check.refetch()} />;
  }
  return <NewPasswordForm email={check.data.email} token={token} />;
}

function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const form = useForm<TResetPassword>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '', resetPasswordToken: token },
    validate: schemaResolver(ZResetPasswordSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: ['password', 'confirmPassword'] });
  // Changing the password makes the old "does not match" message stale (spec 5).
  form.watch('password', () => form.clearFieldError('confirmPassword'));

  const save = useMutation({
    mutationFn: resetPassword,
    // The server's "password changed" message shows as a success toast on the login page.
    onSuccess: () => void navigate('/auth/login', { replace: true }),
  });

  return (
    <AuthCard title="Choose a new password">
      <Text>
        For <strong>{email}</strong>. Use at least {PASSWORD_MIN_LENGTH} characters.
      </Text>
      <FormProblem title="Your password was not changed" problem={problem} />
      <form noValidate onSubmit={onSubmit(save.mutateAsync)}>
        <Stack gap="md">
          <PasswordField label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordField label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Button type="submit" fullWidth loading={submitting}>
            Change password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
