import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconBooks, IconPlus, IconStack2, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../ui/Page';
import { adminSwmsPaths } from './admin-swms-paths';
import { CustomTradesList } from './CustomTradesList';
import { NewTradeModal } from './NewTradeModal';
import { TradeLibraryList } from './TradeLibraryList';

/** /admin-swms: the public SWMS library every company builds from, and companies' custom trades to review. */
export function AdminSwmsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'custom' ? 'custom' : 'public';
  const [adding, setAdding] = useState(false);
  return (
    <Page title="SWMS Admin Panel" size="lg">
      <Tabs value={tab} onChange={(next) => setParams(next === 'custom' ? { tab: 'custom' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="public" leftSection={<IconBooks size={18} aria-hidden />}>
            Public library
          </Tabs.Tab>
          <Tabs.Tab value="custom" leftSection={<IconUsers size={18} aria-hidden />}>
            Custom trades to review
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="public" pt="md">
          <Text mb="md">Trades, scopes of work and work activities every company can copy into a SWMS.</Text>
          <Group gap="sm" mb="md">
            <Button size="md" leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setAdding(true)}>
              Add a trade
            </Button>
            <Button component={Link} to={adminSwmsPaths.bulkAdd()} size="md" variant="light" leftSection={<IconStack2 size={20} aria-hidden />}>
              Bulk add: new scope
            </Button>
            <Button component={Link} to={adminSwmsPaths.bulkAddExistingScope} size="md" variant="light" leftSection={<IconStack2 size={20} aria-hidden />}>
              Bulk add: existing scope
            </Button>
          </Group>
          <TradeLibraryList />
        </Tabs.Panel>
        <Tabs.Panel value="custom" pt="md">
          <CustomTradesList />
        </Tabs.Panel>
      </Tabs>
      <NewTradeModal opened={adding} onClose={() => setAdding(false)} />
    </Page>
  );
}

/** /admin-swms/custom-trade: the companies' custom trades on their own page. */
export function AdminCustomTradesPage() {
  return (
    <Page title="Custom trades to review" size="lg">
      <CustomTradesList />
    </Page>
  );
}
