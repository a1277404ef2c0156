import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZRequestPasswordResetSchema } from '@hivis/contracts';
import type { TRequestPasswordReset } from '@hivis/contracts';
import { Link } from 'react-router';
import { useServerForm } from '../../ui/forms/useServerForm';
import { requestPasswordReset } from './auth-api';
import { AuthCard } from './AuthCard';
import { FormProblem } from '../../ui/forms/FormProblem';
import { EmailField } from '../../ui/forms/EmailField';

/** Asks for a reset link. The server answers the same for every address, and so does this page. */
export function ForgotPasswordPage() {
  const form = useForm<TRequestPasswordReset>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(ZRequestPasswordResetSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: ['email'] });
  const request = useMutation({
    mutationFn: requestPasswordReset,
  });

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email">
        <Alert color="green" icon={<IconMailForward aria-hidden />} role="status">
          {request.data.message}
        </Alert>
        <Text>The link works once and expires in an hour. Check your junk folder if it has not arrived in a few minutes.</Text>
        <Button component={Link} to="/auth/login" fullWidth>
          Back to log in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot password" intro="Enter the email address you log in with. We will email you a link to choose a new password.">
      <FormProblem title="We could not send the link" problem={problem} />
      <form noValidate onSubmit={onSubmit(request.mutateAsync)}>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={submitting}>
            Send reset link
          </Button>
          <Anchor component={Link} to="/auth/login" ta="center" py={10}>
            Back to log in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
