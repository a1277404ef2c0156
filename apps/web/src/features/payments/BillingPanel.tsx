import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCreditCard, IconExchange } from '@tabler/icons-react';
import type { TCurrentPlan } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { openBillingPortal } from './payments-api';
import { PaymentHistory } from './PaymentHistory';

export const BILLING_ANCHOR = 'billing';

/** Payments so far, the provider's portal for cards and invoices, and the way to change plan. */
export function BillingPanel({ plan }: { plan: TCurrentPlan }) {
  const [problem, setProblem] = useState<string | null>(null);
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onMutate: () => setProblem(null),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setProblem(errorMessage(error)),
  });
  return (
    <FormSection id={BILLING_ANCHOR} title="Billing">
      <Stack gap="md">
        <FormProblem title="Billing did not open" problem={problem} />
        {plan.provider === 'test' && (
          <Text size="sm" c="dimmed">
            This server takes payments in test mode: no money moves and no card is kept, so the list below is the whole billing record.
          </Text>
        )}
        <Group gap="sm">
          {plan.paymentStatus === 'paid' && (
            <Button component={Link} to="/user/account/change-plan" leftSection={<IconExchange size={18} aria-hidden />}>
              Change plan
            </Button>
          )}
          {plan.portalAvailable && (
            <Button variant="default" leftSection={<IconCreditCard size={18} aria-hidden />} loading={portal.isPending} onClick={() => portal.mutate()}>
              Cards and invoices
            </Button>
          )}
        </Group>
        <PaymentHistory />
      </Stack>
    </FormSection>
  );
}
