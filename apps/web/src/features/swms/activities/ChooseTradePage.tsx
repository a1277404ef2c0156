import { Badge, Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TLibraryTrade, TSwms } from '@hivis/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { SearchField } from '../../../ui/ListControls';
import { PageLoader } from '../../../ui/PageLoader';
import { useTrades } from '../../swms-library/library-api';
import { swmsStepIndex } from '../builder/builder-steps';
import { SwmsStepGate } from '../builder/SwmsStepGate';
import { SwmsStepLayout } from '../builder/SwmsStepLayout';
import { useReviewReturn } from '../builder/review-return';
import { swmsPath, useUpdateSwms } from '../swms-api';
import { AddTradeModal } from './AddTradeModal';
import { filterTrades } from './activity-groups';
import { keepEnterFromSubmitting } from './keyboard';
import { QueryGate } from '../../../ui/QueryGate';

export const CHOOSE_TRADE_REQUIRED = 'Please choose at least one trade.';

/** /swms/choose-trade: which trades do the work; their library activities are offered next. */
export function ChooseTradePage() {
  return <SwmsStepGate>{(swms) => <ChooseTrade swms={swms} />}</SwmsStepGate>;
}

function ChooseTrade({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const review = useReviewReturn();
  const trades = useTrades();
  const update = useUpdateSwms(swms.id);
  const [selected, setSelected] = useState<string[]>(swms.content.tradeIds);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tradeList = trades.data ?? [];

  const save = async () => {
    setProblem(null);
    // Trades removed from the library since they were chosen are dropped, not sent.
    const known = new Set(tradeList.map((trade) => trade.id));
    const tradeIds = trades.isSuccess ? selected.filter((id) => known.has(id)) : selected;
    if (tradeIds.length === 0) {
      setProblem(CHOOSE_TRADE_REQUIRED);
      return;
    }
    try {
      await update.mutateAsync({ step: 'trades', content: { tradeIds } });
      void navigate(review.afterSave('view-activities', swms.id));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const added = (trade: TLibraryTrade) => {
    setSelected((current) => [...current, trade.id]);
    setSearch('');
  };

  return (
    <SwmsStepLayout
      title="Choose the trades"
      step={swmsStepIndex('choose-trade')}
      onBack={() => void navigate(swmsPath('section-three', swms.id))}
      onContinue={() => void save()}
      busy={update.isPending}
      error={problem}
    >
      <Text>Tick every trade doing work under this SWMS. Next you choose their work activities from the library.</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchField label="Find a trade" hint="Trade or kind of work" value={search} onChange={setSearch} onKeyDown={keepEnterFromSubmitting} />
        <Button type="button" variant="light" size="md" leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setAdding(true)}>
          Add your own trade
        </Button>
      </Group>
      <QueryGate query={trades} loading={<PageLoader label="Loading the trades…" />} errorTitle="The trades could not be loaded">
        {() => <TradeCards trades={filterTrades(tradeList, search)} selected={selected} onChange={setSelected} searching={search.trim() !== ''} />}
      </QueryGate>
      <Text size="sm" aria-live="polite">
        {selected.length === 1 ? '1 trade chosen' : `${selected.length} trades chosen`}
      </Text>
      <AddTradeModal opened={adding} onClose={() => setAdding(false)} onCreated={added} />
    </SwmsStepLayout>
  );
}

type TTradeCardsProps = { trades: TLibraryTrade[]; selected: string[]; onChange: (ids: string[]) => void; searching: boolean };

function TradeCards({ trades, selected, onChange, searching }: TTradeCardsProps) {
  if (trades.length === 0) {
    return (
      <Text c="dimmed">
        {searching ? 'No trade matches that search. Try another word, or add your own trade.' : 'The library has no trades yet. Add your own trade.'}
      </Text>
    );
  }
  return (
    <Checkbox.Group value={selected} onChange={onChange} label="Trades" description="Tick one or more.">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="sm">
        {trades.map((trade) => (
          <Checkbox.Card key={trade.id} value={trade.id} radius="md" p="md" aria-label={trade.isOwn ? `${trade.name} (your trade)` : trade.name}>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <Checkbox.Indicator size="md" mt={2} aria-hidden />
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={700} size="lg">
                    {trade.name}
                  </Text>
                  {trade.isOwn && (
                    <Badge color="blue.8" variant="filled">
                      Your trade
                    </Badge>
                  )}
                </Group>
                {trade.scopes.length > 0 ? (
                  <Text size="sm" c="dimmed">
                    {trade.scopes.map((scope) => scope.name).join(' · ')}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    No scopes of work yet
                  </Text>
                )}
              </Stack>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
