import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { clearAllStorage, getStoredAuth } from '../../api/auth-storage';
import { CART_STORAGE_KEY } from './cart';
import { usePageTitle } from '../../ui/page-title';
import { SignupSteps } from './SignupSteps';

export const PURCHASE_CANCELLED_MESSAGE =
  'Purchase has been cancelled by you. Please complete purchase in case of any error faced or try again later if error still persist.';

/** /purchase-complete: paid; next the person confirms their email, then logs in to set up the company. */
export function PurchaseCompletePage() {
  usePageTitle('Purchase completed');
  // The sign-up's login (still marked unpaid) and the cart are done with: the person logs in again
  // once the email is confirmed. Anyone else who opens this page keeps their login.
  useEffect(() => {
    if (getStoredAuth()?.paymentStatus === 'unpaid') clearAllStorage();
    else window.localStorage.removeItem(CART_STORAGE_KEY);
  }, []);
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <SignupSteps active={2} done={[0, 1]} />
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Purchase completed
        </Title>
        <Text>Thank you, your payment has gone through.</Text>
        <Alert color="blue" icon={<IconMailCheck aria-hidden />} title="Next: confirm your email">
          We sent you an email when you signed up. Open it and select the confirmation link, then log in to set up your company.
        </Alert>
        <Group>
          <Button component={Link} to="/auth/login" size="md">
            Go to log in
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** /purchase-cancel: the visitor left the payment page without paying. */
export function PurchaseCancelPage() {
  usePageTitle('Purchase cancelled');
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Purchase cancelled
        </Title>
        <Text>{PURCHASE_CANCELLED_MESSAGE}</Text>
        <Group gap="sm">
          <Button component={Link} to="/cart" size="md">
            Try again
          </Button>
          <Button component={Link} to="/pricing" variant="default" size="md">
            Back to pricing
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
