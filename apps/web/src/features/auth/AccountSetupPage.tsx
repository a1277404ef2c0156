import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, ZAccountSetupSchema } from '@hivis/contracts';
import type { TAccountSetupInfo } from '@hivis/contracts';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useServerForm } from '../../ui/forms/useServerForm';
import { PageLoader } from '../../ui/PageLoader';
import { completeAccountSetup, fetchAccountSetup } from './auth-api';
import { AuthCard } from './AuthCard';
import { LinkProblem } from './LinkProblem';
import { missingSetupStep } from './setup-rules';
import type { TSetupFormValues } from './setup-rules';
import { FormProblem } from '../../ui/forms/FormProblem';

const FIELDS = ['firstName', 'lastName', 'password', 'confirmPassword', 'ppAccepted', 'tcAccepted'] as const;

/** /signup/setup/{key}: an invited employee confirms their name and chooses a password (spec 2.5). */
export function AccountSetupPage() {
  // The route calls it user_id (spec 2.1); it is the invitation's single-use key.
  const { userId: setupKey = '' } = useParams();
  const info = useQuery({
    queryKey: queryKeys.accountSetup(setupKey),
    queryFn: ({ signal }) => fetchAccountSetup(setupKey, signal),
    retry: false,
    staleTime: Infinity,
  });

  if (info.isPending) return <PageLoader label="Checking your invitation…" />;
  if (info.isError) {
    return (
      <LinkProblem
        invalidTitle="This invitation link has expired"
        error={info.error}
        next={{ label: 'Go to log in', to: '/auth/login' }}
        onRetry={() => void info.refetch()}
      />
    );
  }
  return <SetupForm info={info.data} />;
}

function SetupForm({ info }: { info: TAccountSetupInfo }) {
  const navigate = useNavigate();
  const hintId = useId();
  const form = useForm<TSetupFormValues>({
    mode: 'controlled',
    initialValues: {
      firstName: info.firstName,
      lastName: info.lastName,
      accountSetupToken: info.accountSetupToken,
      password: '',
      confirmPassword: '',
      ppAccepted: false,
      tcAccepted: false,
    },
    validate: schemaResolver(ZAccountSetupSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS });
  form.watch('password', () => form.clearFieldError('confirmPassword'));

  const complete = useMutation({
    mutationFn: completeAccountSetup,
    // The server's "account is ready" message shows as a success toast on the login page.
    onSuccess: () => void navigate('/auth/login', { replace: true }),
  });

  const missing = missingSetupStep(form.values);
  const ready = missing === null;

  return (
    <AuthCard title="Set up your account" intro="Check your name, choose a password and accept the policies to start using HiVis.">
      <FormProblem title="Your account is not set up yet" problem={problem} />
      <form
        noValidate
        onSubmit={onSubmit((values) => {
          if (!values.ppAccepted || !values.tcAccepted) return;
          return complete.mutateAsync({ ...values, ppAccepted: true, tcAccepted: true });
        })}
      >
        <Stack gap="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          <TextInput label="Email address" value={info.email} readOnly variant="filled" description="Your account holder chose this address." />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
            {...form.getInputProps('password')}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          {/* The policy documents are linked here once /privacy-policy and /terms are built. */}
          <Checkbox label="I accept the Privacy Policy" {...form.getInputProps('ppAccepted', { type: 'checkbox' })} />
          <Checkbox label="I accept the Terms and Conditions" {...form.getInputProps('tcAccepted', { type: 'checkbox' })} />
          <Text size="sm">
            Read the{' '}
            <Anchor href="/privacy-policy" target="_blank" rel="noopener">
              Privacy Policy (PDF, opens in a new tab)
            </Anchor>{' '}
            and the{' '}
            <Anchor href="/terms" target="_blank" rel="noopener">
              Terms and Conditions (PDF, opens in a new tab)
            </Anchor>
            .
          </Text>
          {/* Beside the button it explains, and named by it: a grey Next says what it waits for. */}
          <Group justify="flex-end" align="center" wrap="wrap" gap="sm">
            {missing && (
              <Text id={hintId} size="sm" c="dimmed" aria-live="polite" style={{ flex: '1 1 16rem' }}>
                {missing}
              </Text>
            )}
            <Button type="submit" disabled={!ready} loading={submitting} aria-describedby={missing ? hintId : undefined} miw={140}>
              Next
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
