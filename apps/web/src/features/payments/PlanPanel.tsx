import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { TCurrentPlan } from '@hivis/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../ui/dates';
import { FormSection } from '../../ui/forms/FormSection';
import { usePlans } from '../signup/signup-api';

/** The plan bought: tier, packs, payment status and the features it switches on. */
export function PlanPanel({ plan }: { plan: TCurrentPlan }) {
  // Pack names come from the public catalogue; until it answers the keys are not shown.
  const catalogue = usePlans();
  const packNames = plan.bundles
    .filter((key) => key !== catalogue.data?.baseBundle)
    .map((key) => catalogue.data?.packs.find((pack) => pack.key === key)?.name)
    .filter((name): name is string => Boolean(name));
  const paid = plan.paymentStatus === 'paid';
  return (
    <FormSection id="plan" title="Your plan">
      <Stack gap="sm">
        <Group gap="sm">
          <Text fz="xl" fw={700}>
            {plan.levelName ?? 'No plan yet'}
          </Text>
          <Badge color={paid ? 'green' : 'red'} size="lg" variant="light">
            {paid ? 'Paid' : 'Payment needed'}
          </Badge>
        </Group>
        {plan.paidAt && <Text size="sm">Paid since {formatDate(plan.paidAt)}</Text>}
        {packNames.length > 0 && <Text size="sm">Packs: {packNames.join(', ')}</Text>}
        <Text fw={500} mt="xs">
          Features on your plan
        </Text>
        {plan.features.length === 0 ? (
          <Text size="sm">None yet.</Text>
        ) : (
          <List size="sm" spacing={2} style={{ columns: '16rem' }}>
            {plan.features.map((feature) => (
              <List.Item key={feature.key}>{feature.name}</List.Item>
            ))}
          </List>
        )}
        <Text size="sm">
          Switch features you do not use out of the menu on{' '}
          <Anchor component={Link} to="/manage-features">
            Manage Features
          </Anchor>
          .
        </Text>
      </Stack>
    </FormSection>
  );
}
