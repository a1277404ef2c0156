import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../ui/dates';
import { SearchField, useSearchText } from '../../../ui/ListControls';
import { PageLoader } from '../../../ui/PageLoader';
import { useCustomTradesForReview } from '../library-api';
import { adminSwmsPaths, TOUCH } from './admin-swms-paths';
import { QueryGate } from '../../../ui/QueryGate';

/** Companies' custom trades waiting for review: whose, when, how much is in them. */
export function CustomTradesList() {
  const { search, setSearch, debounced } = useSearchText();
  const trades = useCustomTradesForReview(debounced || undefined);
  return (
    <Stack gap="md">
      <Text>Trades companies wrote for themselves. Open one to check its activities and make it public for every company.</Text>
      <SearchField hint="Trade name" value={search} onChange={setSearch} />
      <QueryGate query={trades} loading={<PageLoader label="Loading custom trades…" />} errorTitle="The custom trades did not load">
        {(found) => (
          <>
            {found.length === 0 && <Text c="dimmed">No custom trades to review.</Text>}
            {found.length > 0 && (
              <Paper withBorder radius="md">
                <Table.ScrollContainer minWidth={320}>
                  <Table verticalSpacing="xs">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Trade</Table.Th>
                        <Table.Th>Company</Table.Th>
                        <Table.Th visibleFrom="sm">Activities</Table.Th>
                        <Table.Th visibleFrom="sm">Added</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {found.map((trade) => (
                        <Table.Tr key={trade.id}>
                          <Table.Td>
                            <Anchor component={Link} to={adminSwmsPaths.customTrade(trade.id)} fw={600} style={TOUCH}>
                              {trade.name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{trade.companyName ?? 'HiVis'}</Table.Td>
                          <Table.Td visibleFrom="sm">{trade.scopes.reduce((sum, scope) => sum + scope.activityCount, 0)}</Table.Td>
                          <Table.Td visibleFrom="sm">{formatDate(trade.createdAt)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Paper>
            )}
          </>
        )}
      </QueryGate>
    </Stack>
  );
}
