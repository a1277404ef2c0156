import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useAccess } from '../auth/access';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useScrollToHash } from '../../ui/useScrollToHash';
import { ClosureNotice } from '../account-closure/ClosureNotice';
import { statusLabel } from '../../ui/status-label';
import { useCurrentUser } from '../auth/session';
import { useCurrentPlan } from './payments-api';
import { BillingPanel } from './BillingPanel';
import { PlanPanel } from './PlanPanel';
import { SeatsPanel } from './SeatsPanel';
import { QueryGate } from '../../ui/QueryGate';

/**
 * /user/account: the plan, seats and billing of the company. It is also where a suspended or
 * inactive account lands (spec 2.3), so it says why and what to do first.
 */
export function AccountPage() {
  const access = useAccess();
  const { data: user } = useCurrentUser();
  // Staff of a suspended company land here too; the plan and billing are the account holder's.
  const holder = access.kind === 'company';
  const plan = useCurrentPlan(holder);
  const { state } = useLocation();
  const planChanged = typeof state === 'object' && state !== null && 'planChanged' in state;
  useScrollToHash();
  return (
    <Page title="My Account" size="lg">
      {access.restricted && user && (
        <Alert color="red" icon={<IconLock aria-hidden />} title={`Your company’s account is ${statusLabel(user.status).toLowerCase()}`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {user.paymentStatus === 'unpaid'
                ? 'The last payment did not go through. Update your card or pay the open invoice under Billing and the tools come back.'
                : 'The tools are paused for now. Contact us and we will help you get going again.'}
            </Text>
            <Button component={Link} to="/contact" variant="default" size="sm">
              Contact Us
            </Button>
          </Stack>
        </Alert>
      )}
      {holder && <ClosureNotice />}
      {planChanged && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Your plan has been changed">
          The new features and seats are ready to use.
        </Alert>
      )}
      <QueryGate query={plan} loading={holder ? <PageLoader label="Loading your plan…" /> : null} errorTitle="Your plan did not load">
        {(found) => (
          <>
            <PlanPanel plan={found} />
            <SeatsPanel seats={found.seats} />
            <BillingPanel plan={found} />
          </>
        )}
      </QueryGate>
      <Text size="sm" c="dimmed">
        Your own name, phone and password are on{' '}
        <Anchor component={Link} to="/user/details">
          My Account Details
        </Anchor>
        . To close the company’s HiVis account, see{' '}
        <Anchor component={Link} to="/delete-account">
          Delete account
        </Anchor>
        .
      </Text>
    </Page>
  );
}
