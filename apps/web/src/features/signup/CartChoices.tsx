import { Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TPlans } from '@hivis/contracts';
import { extraPriceLabel, monthlyLabel } from './cart';
import type { TCart } from './cart';
import { COUNT_FIELDS } from './count-fields';
import { CountField } from './CountField';

/**
 * The three choices of a cart: tier, packs, and extra accounts, links and help. Shared by /pricing
 * (a new customer) and the change-plan screen (a paying one); the screen owns the cart.
 */
export function CartChoices({ plans, cart, onChange }: { plans: TPlans; cart: TCart; onChange: (patch: Partial<TCart>) => void }) {
  const update = onChange;
  const tier = plans.tiers.find((each) => each.key === cart.selectedPlan);
  const packs = plans.packs.filter((pack) => pack.key !== plans.baseBundle);
  const extra = (key: string) => plans.extras.find((each) => each.key === key);
  const setup = extra('assisted_setup');
  return (
    <>
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
                    Includes {each.includedSeats.pah} account holder, {each.includedSeats.sah} supervisor and {each.includedSeats.nah} worker accounts.
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
            {COUNT_FIELDS.map((spec) => {
              const price = extra(spec.extraKey);
              return (
                <CountField
                  key={spec.field}
                  spec={spec}
                  description={price ? extraPriceLabel(price) : undefined}
                  count={cart[spec.field]}
                  onCount={(count) => update({ [spec.field]: count })}
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
    </>
  );
}
