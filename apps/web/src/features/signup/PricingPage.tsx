import { Alert, Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { needsPayment } from '@hivis/contracts';
import type { TPlans } from '@hivis/contracts';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useStoredAuth } from '../auth/session';
import { EMPTY_CART, formatMoney, loadCart, saveCart, toCheckoutPayload } from './cart';
import type { TCart } from './cart';
import { CartChoices } from './CartChoices';
import { FIX_COUNTS, countsAccepted } from './count-fields';
import { EstimateSummary } from './EstimateSummary';
import { startCheckout, usePlans } from './signup-api';
import { useLiveEstimate } from './use-live-estimate';

/** /pricing (and /pricing-old): choose a tier, packs and extras, see the live price, continue to sign-up. */
export function PricingPage() {
  return (
    <PricingScreen title="Pricing & Sign Up" intro="Choose the plan for your business. You can see the price as you go; nothing is charged until you pay." />
  );
}

/** /cart (and /pricing-old/cart): the stored cart, to change or continue with. */
export function CartPage() {
  const [stored] = useState(loadCart);
  if (!stored) {
    return (
      <Page title="Your cart">
        <Text>Your cart is empty.</Text>
        <Group>
          <Button component={Link} to="/pricing">
            Choose a plan
          </Button>
        </Group>
      </Page>
    );
  }
  return <PricingScreen title="Your cart" intro="Check your plan, change anything you need, then continue." />;
}

function PricingScreen({ title, intro }: { title: string; intro: string }) {
  const plans = usePlans();
  return (
    <Page title={title} size="xl">
      <Text>{intro}</Text>
      {plans.isPending && <PageLoader label="Loading plans…" />}
      {plans.isError && (
        <Alert color="red" title="We could not load the plans">
          <Stack gap="sm" align="flex-start">
            <Text>{errorMessage(plans.error)}</Text>
            <Button variant="default" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {plans.data && <CartEditor plans={plans.data} />}
    </Page>
  );
}

function CartEditor({ plans }: { plans: TPlans }) {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useStoredAuth();
  const payingLater = auth !== null && needsPayment(auth);
  const [cart, setCart] = useState<TCart>(() => {
    const stored = loadCart();
    if (stored && plans.tiers.some((tier) => tier.key === stored.selectedPlan)) return stored;
    return { ...EMPTY_CART, selectedPlan: plans.tiers[0]?.key ?? '' };
  });
  const [problem, setProblem] = useState<string | null>(() => {
    const state: unknown = location.state;
    return typeof state === 'object' && state !== null && 'problem' in state && typeof state.problem === 'string' ? state.problem : null;
  });

  const payload = useMemo(() => toCheckoutPayload(cart, plans), [cart, plans]);
  // A quantity the checkout would refuse gets no price: the old one would no longer be the cart's.
  const priceable = countsAccepted(cart);
  const { estimate, updating } = useLiveEstimate(payload, priceable);

  const checkout = useMutation({
    mutationFn: () => startCheckout(payload),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setProblem(errorMessage(error)),
  });

  const update = (patch: Partial<TCart>) => setCart((current) => ({ ...current, ...patch }));
  const tier = plans.tiers.find((each) => each.key === cart.selectedPlan);

  const onContinue = () => {
    setProblem(null);
    saveCart(cart);
    if (payingLater) checkout.mutate();
    else void navigate('/auth/signup');
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {payingLater && (
            <Alert color="blue" title="Complete your purchase">
              Your account is created but not paid for yet. Check your plan, then continue to payment.
            </Alert>
          )}
          <FormProblem title="Payment could not start" problem={problem} />
          <CartChoices plans={plans} cart={cart} onChange={update} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
          <EstimateSummary
            estimate={priceable ? estimate.data : undefined}
            updating={priceable && updating}
            problem={!priceable ? FIX_COUNTS : estimate.isError ? errorMessage(estimate.error) : null}
          />
          {tier && (
            <Text size="sm">
              Plan: <strong>{tier.name}</strong>, from {formatMoney(tier.monthlyPriceCents)} a month.
            </Text>
          )}
          <Button size="md" fullWidth onClick={onContinue} loading={checkout.isPending} disabled={!cart.selectedPlan || !priceable}>
            {payingLater ? 'Continue to payment' : 'Continue'}
          </Button>
          {!payingLater && (
            <Text size="sm">
              Already have an account?{' '}
              <Anchor component={Link} to="/auth/login">
                Log in
              </Anchor>
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
