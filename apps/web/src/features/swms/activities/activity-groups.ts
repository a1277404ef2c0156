import type { TLibraryActivity, TLibraryTrade, TRiskBand, TSwmsDocumentActivity } from '@hivis/contracts';
import { highestBand } from '../../swms-library/activity-editor/risk';

/*
 * Pure helpers of the activity screens: grouping (by trade on the SWMS, by scope in the
 * library), the summary line of an activity, trade search and what a tick change means.
 */

/** Written into the SWMS without a library trade. */
export const OWN_GROUP_NAME = 'Written for this SWMS';

/** The spec's client state for the work activities screen: one group per trade, collapsible. */
export type TActivityGroup = {
  id: string;
  name: string;
  is_selected: boolean;
  isCollapse: boolean;
  workActivityList: TSwmsDocumentActivity[];
};

const groupIdOf = (activity: TSwmsDocumentActivity): string => (activity.tradeName.trim() === '' ? 'own' : `trade:${activity.tradeName.trim().toLowerCase()}`);

/** The SWMS's activities grouped by trade, in the order they first appear; `collapsed` holds group ids. */
export function groupActivities(activities: readonly TSwmsDocumentActivity[], collapsed: ReadonlySet<string> = new Set()): TActivityGroup[] {
  const groups = new Map<string, TActivityGroup>();
  for (const activity of activities) {
    const id = groupIdOf(activity);
    let group = groups.get(id);
    if (!group) {
      group = { id, name: id === 'own' ? OWN_GROUP_NAME : activity.tradeName.trim(), is_selected: true, isCollapse: collapsed.has(id), workActivityList: [] };
      groups.set(id, group);
    }
    group.workActivityList.push(activity);
  }
  return [...groups.values()];
}

/** What the list shows for one activity: how many hazards, and the worst risk left after controls. */
export function activitySummary(activity: Pick<TSwmsDocumentActivity, 'hazards'>): { hazardCount: number; residual: TRiskBand | null } {
  return { hazardCount: activity.hazards.length, residual: highestBand(activity.hazards.map((hazard) => hazard.after)) };
}

export const hazardCountLabel = (count: number): string => (count === 1 ? '1 hazard' : `${count} hazards`);

export type TScopeGroup = { scopeId: string; scopeName: string; activities: TLibraryActivity[] };

/** A trade's library activities grouped by scope of work, scopes in the order they first appear. */
export function groupByScope(activities: readonly TLibraryActivity[]): TScopeGroup[] {
  const groups = new Map<string, TScopeGroup>();
  for (const activity of activities) {
    let group = groups.get(activity.scopeId);
    if (!group) {
      group = { scopeId: activity.scopeId, scopeName: activity.scopeName, activities: [] };
      groups.set(activity.scopeId, group);
    }
    group.activities.push(activity);
  }
  return [...groups.values()];
}

/** Trades whose name or one of whose scopes contains the search (any case); all for a blank search. */
export function filterTrades(trades: readonly TLibraryTrade[], search: string): TLibraryTrade[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...trades];
  return trades.filter((trade) => trade.name.toLowerCase().includes(needle) || trade.scopes.some((scope) => scope.name.toLowerCase().includes(needle)));
}

/** The library activities already copied into the SWMS (ticked when the library opens). */
export function includedLibraryIds(activities: readonly TSwmsDocumentActivity[]): Set<string> {
  return new Set(activities.flatMap((activity) => (activity.sourceActivityId ? [activity.sourceActivityId] : [])));
}

export type TSelectionPlan = {
  /** The SWMS's activities that stay, customisations kept. */
  kept: TSwmsDocumentActivity[];
  /** Library activities to copy in. */
  addIds: string[];
  removedCount: number;
};

/**
 * What saving the library's ticks means: activities already in the SWMS stay as customised while
 * ticked (and those written for this SWMS always stay), unticked ones leave, new ticks are copied in.
 */
export function planSelection(current: readonly TSwmsDocumentActivity[], ticked: ReadonlySet<string>): TSelectionPlan {
  const kept = current.filter((activity) => activity.sourceActivityId === null || ticked.has(activity.sourceActivityId));
  const present = includedLibraryIds(kept);
  const addIds = [...ticked].filter((id) => !present.has(id));
  return { kept, addIds, removedCount: current.length - kept.length };
}

/** The activities without the one with `key`. */
export const withoutActivity = (activities: readonly TSwmsDocumentActivity[], key: string): TSwmsDocumentActivity[] =>
  activities.filter((activity) => activity.key !== key);

/** The activities with `saved` in place of the one with its key, or added at the end when new. */
export function withActivity(activities: readonly TSwmsDocumentActivity[], saved: TSwmsDocumentActivity): TSwmsDocumentActivity[] {
  const index = activities.findIndex((activity) => activity.key === saved.key);
  if (index === -1) return [...activities, saved];
  return activities.map((activity, position) => (position === index ? saved : activity));
}

/** The library scope an activity came from (same trade and scope names, any case), or '' when none. */
export function matchingScopeId(trades: readonly TLibraryTrade[], tradeName: string, scopeName: string): string {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const trade = trades.find((item) => same(item.name, tradeName));
  return trade?.scopes.find((scope) => same(scope.name, scopeName))?.id ?? '';
}

/** Every scope the company can file an activity under, grouped by trade, for a select. */
export function scopeOptions(trades: readonly TLibraryTrade[]): { group: string; items: { value: string; label: string }[] }[] {
  return trades
    .filter((trade) => trade.scopes.length > 0)
    .map((trade) => ({ group: trade.name, items: trade.scopes.map((scope) => ({ value: scope.id, label: scope.name })) }));
}
