import { Anchor, Button, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PolicyAgreements } from './PolicyAgreements';
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_ADDRESS_COUNTRY, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH, SIGNUP_MESSAGES, ZSignupSchema } from '@hivis/contracts';
import type { TAddress, TAuthUser, TSignupInput } from '@hivis/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../api/api-error';
import { storeAuth } from '../../api/auth-storage';
import { usePageTitle } from '../../ui/page-title';
import { AddressFields } from '../../ui/address/AddressFields';
import { EmailField } from '../../ui/forms/EmailField';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { PasswordField } from '../../ui/forms/PasswordField';
import { useServerForm } from '../../ui/forms/useServerForm';
import { PageLoader } from '../../ui/PageLoader';
import { loadCart, loadReferralCode, toCheckoutPayload } from './cart';
import type { TCart } from './cart';
import { register, startCheckoutWithToken, usePlans } from './signup-api';
import { SignupSteps } from './SignupSteps';

type TSignupForm = {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  /** The main parts are always text here; the look-up adds its point and one-line address. */
  address: TAddress & { country: string; state: string; suburb: string; postCode: string; streetName: string };
  password: string;
  confirmPassword: string;
  agreedPrivacyPolicy: boolean;
  agreedTermsOfService: boolean;
};

const FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'agreedPrivacyPolicy',
  'agreedTermsOfService',
  'address.country',
] as const;

/** The form's values as the register call's payload (spec 3 "Sign-up payload"). */
type TSignupPayload = Omit<TSignupInput, 'agreedPrivacyPolicy' | 'agreedTermsOfService'> & {
  agreedPrivacyPolicy: boolean;
  agreedTermsOfService: boolean;
};

export function toSignupPayload(values: TSignupForm): TSignupPayload {
  const { state, suburb, postCode, streetName } = values.address;
  const hasAddress = [state, suburb, postCode, streetName].some((part) => part.trim() !== '');
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    companyName: values.companyName.trim(),
    phoneNumber: values.phoneNumber,
    password: values.password,
    confirmPassword: values.confirmPassword,
    agreedPrivacyPolicy: values.agreedPrivacyPolicy,
    agreedTermsOfService: values.agreedTermsOfService,
    address: hasAddress ? values.address : null,
    // Kept from an 'Invite a friend' link (/pricing?ref=…); the server ignores an unknown code.
    referralCode: loadReferralCode(),
  };
}

/** /auth/signup: 'Account & Payment Information' (spec 2.5); needs a plan chosen on /pricing. */
export function SignupPage() {
  const [cart] = useState(loadCart);
  usePageTitle('Account & Payment Information');
  if (!cart) return <Navigate to="/pricing" replace />;
  return <SignupScreen cart={cart} />;
}

function SignupScreen({ cart }: { cart: TCart }) {
  const navigate = useNavigate();
  const plans = usePlans();
  const form = useForm<TSignupForm>({
    mode: 'controlled',
    initialValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      email: '',
      phoneNumber: '',
      address: { country: DEFAULT_ADDRESS_COUNTRY, state: '', suburb: '', postCode: '', streetName: '' },
      password: '',
      confirmPassword: '',
      agreedPrivacyPolicy: false,
      agreedTermsOfService: false,
    },
    // Checked as the payload the server receives, with the contract's messages (spec 5).
    validate: (values) => {
      const errors: Record<string, ReactNode> = { ...schemaResolver(ZSignupSchema, { sync: true })(toSignupPayload(values) as never) };
      // Spec 5 asks for a company name here; the server alone would fall back to 'New Company'.
      if (values.companyName.trim() === '') errors.companyName = SIGNUP_MESSAGES.companyName;
      // The schema's match check only runs once every field is valid; show it alongside the others.
      if (values.password && values.confirmPassword && values.password !== values.confirmPassword) {
        errors.confirmPassword = SIGNUP_MESSAGES.passwordMismatch;
      }
      return errors;
    },
  });
  const { problem, submitting, onSubmit, fail } = useServerForm(form, { fields: FIELDS });
  // Editing a field clears its error (Mantine's default); the two passwords clear together.
  form.watch('password', () => form.clearFieldError('confirmPassword'));
  form.watch('confirmPassword', () => form.clearFieldError('password'));

  const signUp = useMutation({
    mutationFn: async (values: TSignupForm): Promise<{ auth: TAuthUser; url: string | null; checkoutProblem: string | null }> => {
      if (!plans.data) throw new Error('The plans are still loading. Please try again in a moment.');
      // Validation has passed, so both agreements are true here.
      const auth = await register(toSignupPayload(values) as TSignupInput);
      try {
        const { url } = await startCheckoutWithToken(toCheckoutPayload(cart, plans.data), auth.token);
        return { auth, url, checkoutProblem: null };
      } catch (error) {
        // Spec 8: checkout errors are only logged; the account exists, so payment can be retried.
        console.error('Checkout after sign-up failed', error);
        return { auth, url: null, checkoutProblem: errorMessage(error) };
      }
    },
    onSuccess: ({ auth, url, checkoutProblem }) => {
      storeAuth(auth);
      if (url) window.location.assign(url);
      else void navigate('/cart', { replace: true, state: { problem: checkoutProblem } });
    },
  });

  if (plans.isPending) return <PageLoader label="Loading your plan…" />;

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <SignupSteps active={1} />
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Account &amp; Payment Information
        </Title>
        <Text>
          Create your account, then pay for your plan on the next page.{' '}
          <Anchor component={Link} to="/cart">
            Change your plan
          </Anchor>
        </Text>
        <FormProblem title="We could not create your account" problem={problem} />
        <form
          noValidate
          onSubmit={onSubmit((values) =>
            signUp.mutateAsync(values).catch((error: unknown) => {
              fail(error);
              // Spec 8: an email error becomes the 'already registered, please Login' link.
              if (isApiError(error) && error.errors.email) form.setFieldError('email', <AlreadyRegistered />);
            }),
          )}
        >
          <Stack gap="lg">
            <FormSection id="signup-details" title="Your details">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
                <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
              </SimpleGrid>
              <TextInput label="Company name" autoComplete="organization" required {...form.getInputProps('companyName')} />
              <EmailField {...form.getInputProps('email')} />
              <TextInput
                label="Phone number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                description={`At least ${PHONE_MIN_LENGTH} digits.`}
                {...form.getInputProps('phoneNumber')}
              />
            </FormSection>

            <FormSection id="signup-address" title="Company address (optional)">
              <AddressFields
                value={form.values.address}
                onChange={(next) =>
                  form.setFieldValue('address', {
                    ...next,
                    country: next.country || DEFAULT_ADDRESS_COUNTRY,
                    state: next.state ?? '',
                    suburb: next.suburb ?? '',
                    postCode: next.postCode ?? '',
                    streetName: next.streetName ?? '',
                  })
                }
                errors={{
                  country: form.errors['address.country'],
                  state: form.errors['address.state'],
                  suburb: form.errors['address.suburb'],
                  postCode: form.errors['address.postCode'],
                  streetName: form.errors['address.streetName'],
                }}
              />
            </FormSection>

            <FormSection id="signup-password" title="Choose a password">
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
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={submitting} miw={180}>
                Confirm &amp; Pay
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}

function AlreadyRegistered() {
  return (
    <>
      {SIGNUP_MESSAGES.alreadyRegistered.replace(/Login$/, '')}
      <Anchor component={Link} to="/auth/login" inherit>
        Login
      </Anchor>
    </>
  );
}
