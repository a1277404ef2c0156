import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { TLibraryActivity, TSwms } from '@hivis/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { PageLoader } from '../../../ui/PageLoader';
import { useTrades, useWorkActivities } from '../../swms-library/library-api';
import { swmsStepIndex } from '../builder/builder-steps';
import { SwmsStepGate } from '../builder/SwmsStepGate';
import { SwmsStepLayout } from '../builder/SwmsStepLayout';
import { useReviewReturn } from '../builder/review-return';
import { useUpdateSwms } from '../swms-api';
import { groupByScope, includedLibraryIds, planSelection } from './activity-groups';
import { LibraryActivityCard } from './LibraryActivityCard';
import { QueryGate } from '../../../ui/QueryGate';

export const VIEW_ACTIVITIES_REQUIRED = 'Please tick at least one work activity, or go back and write your own.';

/** /swms/view-activities: the chosen trades' library activities, ticked to copy into the SWMS. */
export function ViewActivitiesPage() {
  return <SwmsStepGate>{(swms) => <ViewActivities swms={swms} />}</SwmsStepGate>;
}

function ViewActivities({ swms }: { swms: TSwms }) {
  const navigate = useNavigate();
  const review = useReviewReturn();
  const update = useUpdateSwms(swms.id);
  const trades = useTrades();
  const [ticked, setTicked] = useState<Set<string>>(() => includedLibraryIds(swms.content.activities));
  const [problem, setProblem] = useState<string | null>(null);
  const tradeIds = swms.content.tradeIds;
  const tradeName = (id: string) => (trades.data ?? []).find((trade) => trade.id === id)?.name ?? 'Trade';

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    setProblem(null);
    const plan = planSelection(swms.content.activities, ticked);
    if (plan.kept.length + plan.addIds.length === 0) {
      setProblem(VIEW_ACTIVITIES_REQUIRED);
      return;
    }
    try {
      // Activities already in the SWMS keep their edits. Unticked ones leave through the step that
      // owns the activities; new ticks are copied in by the trades step (the server copies them).
      if (plan.removedCount > 0) await update.mutateAsync({ step: 'work_activities', content: { activities: plan.kept } });
      await update.mutateAsync({ step: 'trades', activityIds: plan.addIds });
      void navigate(review.afterSave('work-activities', swms.id));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <SwmsStepLayout
      title="Choose work activities"
      step={swmsStepIndex('view-activities')}
      onBack={() => void navigate(review.within('choose-trade', swms.id))}
      onContinue={() => void save()}
      busy={update.isPending}
      error={problem}
    >
      <Text>Tick the work your crew will do on this job. You can change hazards and controls for this site on the next screen.</Text>
      {tradeIds.length === 0 ? (
        <Alert color="blue" title="No trades chosen yet">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Choose the trades first; their work activities appear here.</Text>
            <Button type="button" variant="default" onClick={() => void navigate(review.within('choose-trade', swms.id))}>
              Choose trades
            </Button>
          </Stack>
        </Alert>
      ) : (
        tradeIds.map((tradeId) => <TradeActivities key={tradeId} tradeId={tradeId} tradeName={tradeName(tradeId)} ticked={ticked} onToggle={toggle} />)
      )}
      <Text size="sm" aria-live="polite">
        {ticked.size === 1 ? '1 library activity ticked' : `${ticked.size} library activities ticked`}
      </Text>
    </SwmsStepLayout>
  );
}

type TTradeActivitiesProps = { tradeId: string; tradeName: string; ticked: ReadonlySet<string>; onToggle: (id: string, on: boolean) => void };

function TradeActivities({ tradeId, tradeName, ticked, onToggle }: TTradeActivitiesProps) {
  const activities = useWorkActivities({ tradeId });
  const headingId = `trade-${tradeId}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} fz="h3" id={headingId}>
        {tradeName}
      </Title>
      <QueryGate
        query={activities}
        loading={<PageLoader label={`Loading ${tradeName} activities…`} />}
        errorTitle={`${tradeName} activities could not be loaded`}
      >
        {(found) => <ScopeList activities={found} ticked={ticked} onToggle={onToggle} />}
      </QueryGate>
    </Stack>
  );
}

type TScopeListProps = { activities: readonly TLibraryActivity[]; ticked: ReadonlySet<string>; onToggle: (id: string, on: boolean) => void };

function ScopeList({ activities, ticked, onToggle }: TScopeListProps) {
  const scopes = groupByScope(activities);
  if (scopes.length === 0) return <Text c="dimmed">This trade has no work activities in the library yet. Write your own on the next screen.</Text>;
  return (
    <Stack gap="md">
      {scopes.map((scope) => (
        <Stack key={scope.scopeId} gap="sm">
          <Title order={3} fz="md">
            {scope.scopeName}
          </Title>
          {scope.activities.map((activity) => (
            <LibraryActivityCard key={activity.id} activity={activity} ticked={ticked.has(activity.id)} onToggle={(on) => onToggle(activity.id, on)} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
