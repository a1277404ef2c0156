import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TCurrentPlan, TPlans } from '@hivis/contracts';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { LoadError } from '../../ui/LoadError';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { CartChoices } from '../signup/CartChoices';
import { FIX_COUNTS, countsAccepted } from '../signup/count-fields';
import { toCheckoutPayload } from '../signup/cart';
import type { TCart } from '../signup/cart';
import { EstimateSummary } from '../signup/EstimateSummary';
import { useLiveEstimate } from '../signup/use-live-estimate';
import { updatePlan, useCurrentPlan, useStorePlan } from './payments-api';
import { cartFromPlan } from './plan-to-cart';
import { usePlans } from '../signup/signup-api';

/** /user/account/change-plan: a paying company changes tier, packs or seats (POST /api/v4/payments/update). */
export function ChangePlanPage() {
  const plan = useCurrentPlan();
  const plans = usePlans();
  const failed = plan.error ?? plans.error;
  return (
    <Page title="Change plan" size="xl">
      <Text>
        Change your plan, packs or extra accounts. The price below is the new monthly total; the difference is charged or credited on your next invoice.
      </Text>
      {(plan.isPending || plans.isPending) && !failed && <PageLoader label="Loading your plan…" />}
      {failed && (
        <LoadError
          title="Your plan did not load"
          error={failed}
          onRetry={() => {
            void plan.refetch();
            void plans.refetch();
          }}
        />
      )}
      {plan.data && plans.data && <ChangePlanEditor current={plan.data} plans={plans.data} />}
    </Page>
  );
}

function ChangePlanEditor({ current, plans }: { current: TCurrentPlan; plans: TPlans }) {
  const navigate = useNavigate();
  const storePlan = useStorePlan();
  const [cart, setCart] = useState<TCart>(() => cartFromPlan(current, plans));
  const [problem, setProblem] = useState<string | null>(null);
  const payload = useMemo(() => toCheckoutPayload(cart, plans), [cart, plans]);
  const priceable = countsAccepted(cart);
  const { estimate, updating } = useLiveEstimate(payload, priceable);

  const save = useMutation({
    mutationFn: () => updatePlan(payload),
    onMutate: () => setProblem(null),
    onSuccess: (updated) => {
      // New features change the menu, which reads the sign-in info: the store asks for it again.
      storePlan(updated);
      void navigate('/user/account', { state: { planChanged: true } });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  if (current.paymentStatus !== 'paid') {
    return (
      <Alert color="orange" title="Pay for your plan first">
        A plan can be changed once it is paid. See Billing on <Link to="/user/account">My Account</Link>.
      </Alert>
    );
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <CartChoices plans={plans} cart={cart} onChange={(patch) => setCart((before) => ({ ...before, ...patch }))} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
          <EstimateSummary
            title="Your new plan"
            estimate={priceable ? estimate.data : undefined}
            updating={priceable && updating}
            problem={!priceable ? FIX_COUNTS : estimate.isError ? errorMessage(estimate.error) : null}
            showDueToday={false}
          />
          <FormProblem title="The plan was not changed" problem={problem} />
          <Group grow>
            <Button component={Link} to="/user/account" variant="default" size="md">
              Cancel
            </Button>
            <Button size="md" onClick={() => save.mutate()} loading={save.isPending} disabled={!cart.selectedPlan || !priceable}>
              Update plan
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
