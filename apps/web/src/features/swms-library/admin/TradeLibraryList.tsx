import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconList, IconPencil } from '@tabler/icons-react';
import type { TLibraryTrade } from '@hivis/contracts';
import { Link } from 'react-router';
import { PageLoader } from '../../../ui/PageLoader';
import { SearchField, useSearchText } from '../../../ui/ListControls';
import { useTrades } from '../library-api';
import { adminSwmsPaths, TOUCH } from './admin-swms-paths';
import { QueryGate } from '../../../ui/QueryGate';

/** The public library's trades, searchable, each with its scopes and how many activities each holds. */
export function TradeLibraryList() {
  const { search, setSearch, debounced } = useSearchText();
  const trades = useTrades({ type: 'public', search: debounced || undefined });
  return (
    <Stack gap="md">
      <SearchField hint="Trade name" value={search} onChange={setSearch} />
      <QueryGate query={trades} loading={<PageLoader label="Loading trades…" />} errorTitle="The trades did not load">
        {(found) => (
          <>
            {found.length === 0 && <Text c="dimmed">No trade matches “{debounced}”.</Text>}
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              {found.map((trade) => (
                <TradeCard key={trade.id} trade={trade} />
              ))}
            </SimpleGrid>
          </>
        )}
      </QueryGate>
    </Stack>
  );
}

function TradeCard({ trade }: { trade: TLibraryTrade }) {
  const total = trade.scopes.reduce((sum, scope) => sum + scope.activityCount, 0);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={trade.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4">
            {trade.name}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {total} {total === 1 ? 'activity' : 'activities'}
            </Text>
            <Button
              component={Link}
              to={adminSwmsPaths.viewTrade(trade.id)}
              variant="light"
              size="sm"
              leftSection={<IconList size={18} aria-hidden />}
              aria-label={`View activities of ${trade.name}`}
            >
              View activities
            </Button>
          </Group>
        </Group>
        {trade.scopes.map((scope) => (
          <Group key={scope.id} justify="space-between" wrap="nowrap" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Anchor component={Link} to={adminSwmsPaths.viewScope(scope.id)} style={{ ...TOUCH, overflowWrap: 'anywhere' }}>
              {scope.name}
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              {!scope.isPublic && <Badge color="gray.7">Private</Badge>}
              <Text size="sm" c="dimmed">
                {scope.activityCount}
              </Text>
              <Button component={Link} to={adminSwmsPaths.editScope(scope.id)} variant="subtle" size="sm" px="xs" aria-label={`Edit scope ${scope.name}`}>
                <IconPencil size={20} aria-hidden />
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
