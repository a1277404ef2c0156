import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PolicyAgreements } from '../signup/PolicyAgreements';
import { IconUserCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_MIN_LENGTH, ZContractorSignupSchema } from '@hivis/contracts';
import type { TContractorInvite, TContractorSignupInput } from '@hivis/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { storeAuth } from '../../api/auth-storage';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { PasswordField } from '../../ui/forms/PasswordField';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { Page } from '../../ui/Page';
import { useStoredAuth } from '../auth/session';
import { validateWith } from '../../ui/forms/form-validation';
import { CONTRACTOR_HOME_PATH } from './contractor-paths';
import { signUpContractor, useContractorInvite } from './invite-signup-api';
import { QueryGate } from '../../ui/QueryGate';

type TValues = {
  companyName: string;
  abn: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  agreedPrivacyPolicy: boolean;
  agreedTermsOfService: boolean;
};
const FIELDS = [
  'companyName',
  'abn',
  'firstName',
  'lastName',
  'phoneNumber',
  'password',
  'confirmPassword',
  'agreedPrivacyPolicy',
  'agreedTermsOfService',
] as const;
// Validation has passed when this is sent, so both agreements are true.
const payload = (values: TValues) => ({ ...values, abn: values.abn.trim() || undefined }) as unknown as TContractorSignupInput;

function SignupForm({ token, invite }: { token: string; invite: TContractorInvite }) {
  const navigate = useNavigate();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      companyName: invite.name ?? '',
      abn: '',
      firstName: '',
      lastName: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      agreedPrivacyPolicy: false,
      agreedTermsOfService: false,
    },
    validate: (values) => validateWith(ZContractorSignupSchema, payload(values)),
  });
  const { problem, setProblem, submitting, onSubmit, fail } = useServerForm(form, { fields: FIELDS, clearOnChange: true, invalidMessage: CHECK_FIELDS });
  const signUp = useMutation({
    mutationFn: (values: TValues) => signUpContractor(token, payload(values)),
    onSuccess: (auth) => {
      storeAuth(auth);
      void navigate(CONTRACTOR_HOME_PATH, { replace: true });
    },
  });
  return (
    <form
      noValidate
      aria-label="Create your free contractor account"
      onSubmit={onSubmit((values) =>
        signUp.mutateAsync(values).catch((error: unknown) => {
          fail(error);
          // The email is taken: that message leads the summary, where the way to log in is.
          if (isApiError(error) && error.errors.email) setProblem(error.errors.email);
        }),
      )}
    >
      <Stack gap="lg">
        <FormSection id="contractor-company" title="Your business">
          <TextInput label="Company name" required size="md" autoComplete="organization" {...form.getInputProps('companyName')} />
          <TextInput
            label="ABN"
            description="Optional. 11 digits, spaces allowed"
            inputMode="numeric"
            size="md"
            autoComplete="off"
            {...form.getInputProps('abn')}
          />
        </FormSection>
        <FormSection id="contractor-you" title="You">
          <Text size="sm">
            Your email address: <strong>{invite.email}</strong>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required size="md" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required size="md" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Mobile phone" type="tel" required size="md" autoComplete="tel" {...form.getInputProps('phoneNumber')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            {...form.getInputProps('password')}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        </FormSection>
        <PolicyAgreements
          privacy={form.getInputProps('agreedPrivacyPolicy', { type: 'checkbox' })}
          terms={form.getInputProps('agreedTermsOfService', { type: 'checkbox' })}
        />
        <FormProblem title="Your account was not created" problem={problem} />
        <Group>
          <Button type="submit" size="lg" loading={submitting} leftSection={<IconUserCheck size={20} aria-hidden />}>
            Create free account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /connect/{token}: opened from the invitation mail of a contractor not on HiVis. Creates a free
 * contractor account (company and account holder) and accepts the connection in one step.
 */
export function ContractorSignupPage() {
  const { token = '' } = useParams();
  const signedIn = useStoredAuth() !== null;
  const invite = useContractorInvite(token);
  const title = 'Join as a contractor';
  return (
    <QueryGate
      query={invite}
      errorTitle="The invitation did not load"
      notFound={{
        title: 'Invitation not found',
        body: 'This invitation link is not valid. Please check the link in your email, or ask the company to invite you again.',
      }}
      frame={(problem) => <Page title={title}>{problem}</Page>}
    >
      {(data) => (
        <Page title={title}>
          <Text>
            <strong>{data.hiringCompanyName}</strong> invites your business to work with them on HiVis. The contractor account is free: you see the jobs they
            contract to you, accept them and record your time on site.
          </Text>
          {!data.open ? (
            <Alert color="gray" title="This invitation was already used">
              It was used or withdrawn.{' '}
              <Anchor component={Link} to={signedIn ? CONTRACTOR_HOME_PATH : '/auth/login'}>
                {signedIn ? 'Open your contracted work' : 'Log in'}
              </Anchor>{' '}
              or ask the company to invite you again.
            </Alert>
          ) : signedIn ? (
            <Alert color="blue" title="You are signed in">
              You already have an account. Ask {data.hiringCompanyName} to connect your account’s email or your ABN, then accept the request under{' '}
              <Anchor component={Link} to={CONTRACTOR_HOME_PATH}>
                your contracted work
              </Anchor>
              .
            </Alert>
          ) : (
            <SignupForm token={token} invite={data} />
          )}
        </Page>
      )}
    </QueryGate>
  );
}
