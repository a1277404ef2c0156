import { Alert, Anchor, Button, Checkbox, Grid, Group, NumberInput, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import { needsPayment } from '@hivis/contracts';
import type { TPlans } from '@hivis/contracts';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { FormProblem } from '../../ui/forms/FormProblem';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { useStoredAuth } from '../auth/session';
import { EMPTY_CART, extraPriceLabel, formatMoney, loadCart, monthlyLabel, saveCart, toCheckoutPayload } from './cart';
import type { TCart } from './cart';
import { EstimateSummary } from './EstimateSummary';
import { fetchEstimate, fetchPlans, startCheckout } from './signup-api';

/** Spec 5 "Address lookup" uses 300 ms; the live estimate waits as long after the last change. */
export const ESTIMATE_DEBOUNCE_MS = 300;

/** /pricing (and /pricing-old): choose a tier, packs and extras, see the live price, continue to sign-up. */
export function PricingPage() {
  return <PricingScreen title="Pricing & Sign Up" intro="Choose the plan for your business. You can see the price as you go; nothing is charged until you pay." />;
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
  const plans = useQuery({ queryKey: queryKeys.plans, queryFn: ({ signal }) => fetchPlans(signal), staleTime: 5 * 60_000 });
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

type TCountField = 'pahCount' | 'staffCount' | 'nahCount' | 'permanentAuditLinks' | 'temporaryAuditLinks' | 'additionalHrs';

const COUNT_FIELDS: { field: TCountField; extraKey: string; label: string; max: number }[] = [
  { field: 'pahCount', extraKey: 'pah', label: 'Extra account holder (PAH) accounts', max: 100 },
  { field: 'staffCount', extraKey: 'sah', label: 'Extra supervisor (SAH) accounts', max: 500 },
  { field: 'nahCount', extraKey: 'nah', label: 'Extra worker (NAH) accounts', max: 2000 },
  { field: 'permanentAuditLinks', extraKey: 'audit_link_permanent', label: 'Extra permanent audit links', max: 500 },
  { field: 'temporaryAuditLinks', extraKey: 'audit_link_temporary', label: 'Extra temporary audit links', max: 500 },
  { field: 'additionalHrs', extraKey: 'onsite_training', label: 'Onsite training hours', max: 40 },
];

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
  const [debounced] = useDebouncedValue(payload, ESTIMATE_DEBOUNCE_MS);
  const estimate = useQuery({
    queryKey: queryKeys.estimate(debounced),
    queryFn: ({ signal }) => fetchEstimate(debounced, signal),
    enabled: debounced.level !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const updating = estimate.isFetching || debounced !== payload;

  const checkout = useMutation({
    mutationFn: () => startCheckout(payload),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setProblem(errorMessage(error)),
  });

  const update = (patch: Partial<TCart>) => setCart((current) => ({ ...current, ...patch }));
  const tier = plans.tiers.find((each) => each.key === cart.selectedPlan);
  const packs = plans.packs.filter((pack) => pack.key !== plans.baseBundle);
  const extra = (key: string) => plans.extras.find((each) => each.key === key);
  const setup = extra('assisted_setup');

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
          <Radio.Group
            value={cart.selectedPlan}
            onChange={(value) => update({ selectedPlan: value })}
            label={
              <Title order={2} fz="h3" component="span">
                1. Choose your plan
              </Title>
            }
            description="Each plan includes the Business Essentials bundle."
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="sm">
              {plans.tiers.map((each) => (
                <Radio.Card key={each.key} value={each.key} radius="md" p="md" aria-label={`${each.name}, ${monthlyLabel(each.monthlyPriceCents)}`}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={4} aria-hidden />
                    <Stack gap={4}>
                      <Text fw={800} fz="lg">
                        {each.name}
                      </Text>
                      <Text fw={700}>{monthlyLabel(each.monthlyPriceCents)}</Text>
                      <Text size="sm">{each.description}</Text>
                      <Text size="sm" c="dimmed">
                        Includes {each.includedSeats.pah} account holder, {each.includedSeats.sah} supervisor and {each.includedSeats.nah} worker
                        accounts.
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>

          <Checkbox.Group
            value={cart.packs}
            onChange={(value) => update({ packs: value })}
            label={
              <Title order={2} fz="h3" component="span">
                2. Add packs
              </Title>
            }
            description="Bundles of tools, and add-ons such as audit sharing. Monthly prices."
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
              {packs.map((pack) => {
                const included = tier !== undefined && pack.features.length > 0 && pack.features.every((key) => tier.features.includes(key));
                return (
                  <Checkbox.Card key={pack.key} value={pack.key} radius="md" p="md" aria-label={`${pack.name}, ${monthlyLabel(pack.monthlyPriceCents)}`}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Checkbox.Indicator mt={4} aria-hidden />
                      <Stack gap={2}>
                        <Text fw={700}>{pack.name}</Text>
                        <Text size="sm">{monthlyLabel(pack.monthlyPriceCents)}</Text>
                        <Text size="sm" c="dimmed">
                          {pack.description}
                        </Text>
                        {included && (
                          <Group gap={4}>
                            <IconCheck size={16} aria-hidden />
                            <Text size="sm">Already in the {tier.name} plan</Text>
                          </Group>
                        )}
                      </Stack>
                    </Group>
                  </Checkbox.Card>
                );
              })}
            </SimpleGrid>
          </Checkbox.Group>

          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="extras-heading">
            <Stack gap="md">
              <Title order={2} fz="h3" id="extras-heading">
                3. Extra accounts, links and help
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {COUNT_FIELDS.map(({ field, extraKey, label, max }) => {
                  const price = extra(extraKey);
                  return (
                    <NumberInput
                      key={field}
                      label={label}
                      description={price ? extraPriceLabel(price) : undefined}
                      min={0}
                      max={max}
                      step={1}
                      allowDecimal={false}
                      allowNegative={false}
                      clampBehavior="strict"
                      inputMode="numeric"
                      value={cart[field]}
                      onChange={(value) => update({ [field]: typeof value === 'number' ? value : Number(value) || 0 })}
                    />
                  );
                })}
              </SimpleGrid>
              {setup && (
                <Checkbox
                  size="md"
                  label={`Assisted setup: we set up your account with you (${extraPriceLabel(setup)}, one-off)`}
                  checked={cart.assistantCount > 0}
                  onChange={(event) => update({ assistantCount: event.currentTarget.checked ? 1 : 0 })}
                />
              )}
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
          <EstimateSummary
            estimate={estimate.data}
            updating={updating}
            problem={estimate.isError ? errorMessage(estimate.error) : null}
          />
          {tier && (
            <Text size="sm">
              Plan: <strong>{tier.name}</strong>, from {formatMoney(tier.monthlyPriceCents)} a month.
            </Text>
          )}
          <Button size="md" fullWidth onClick={onContinue} loading={checkout.isPending} disabled={!cart.selectedPlan}>
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
