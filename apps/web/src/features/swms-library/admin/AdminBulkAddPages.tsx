import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { SWMS_LIBRARY_MESSAGES } from '@hivis/contracts';
import type { TLibraryActivity, TLibraryTrade } from '@hivis/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormSection } from '../../../ui/forms/FormSection';
import { LoadError } from '../../../ui/LoadError';
import { notifySuccess } from '../../../ui/notify';
import { Page } from '../../../ui/Page';
import { PageLoader } from '../../../ui/PageLoader';
import { useScope, useTrades } from '../library-api';
import { adminSwmsPaths } from './admin-swms-paths';
import { BulkActivitiesForm } from './BulkActivitiesForm';
import { QueryGate } from '../../../ui/QueryGate';

const CHOOSE = { value: '', label: 'Choose…', disabled: true };

function useSavedToScope() {
  const navigate = useNavigate();
  return (activities: TLibraryActivity[]) => {
    notifySuccess(`Added ${activities.length} ${activities.length === 1 ? 'activity' : 'activities'}.`);
    const scopeId = activities[0]?.scopeId;
    void navigate(scopeId ? adminSwmsPaths.viewScope(scopeId) : adminSwmsPaths.home);
  };
}

/** /admin-swms/bulk-add?tradeId=: a new scope of a public trade with several activities, in one save. */
export function AdminBulkAddPage() {
  const [params] = useSearchParams();
  const trades = useTrades({ type: 'public' });
  const [tradeId, setTradeId] = useState(params.get('tradeId') ?? '');
  const [scopeName, setScopeName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = useSavedToScope();
  const scopeOf = () => {
    const found: Record<string, string> = {};
    if (!tradeId) found.tradeId = 'Please choose a trade from the list.';
    if (!scopeName.trim()) found.scopeName = SWMS_LIBRARY_MESSAGES.scopeName;
    setErrors(found);
    return Object.keys(found).length > 0 ? null : { tradeId, scopeName: scopeName.trim() };
  };
  return (
    <Page title="Bulk add: new scope of work">
      <Text>
        Name a new scope of work for a trade, then write its activities. They are saved together: if one has a problem, nothing is saved until it is fixed.
      </Text>
      {trades.isError && <LoadError title="The trades did not load" error={trades.error} onRetry={() => void trades.refetch()} />}
      <FormSection id="bulk-scope" title="Scope of work">
        <NativeSelect
          label="Trade"
          size="md"
          required
          data={[CHOOSE, ...(trades.data ?? []).map((trade) => ({ value: trade.id, label: trade.name }))]}
          value={tradeId}
          onChange={(event) => setTradeId(event.currentTarget.value)}
          error={errors.tradeId}
        />
        <TextInput
          label="New scope of work"
          description="For example ‘Balcony waterproofing’."
          size="md"
          required
          maxLength={120}
          value={scopeName}
          onChange={(event) => setScopeName(event.currentTarget.value)}
          error={errors.scopeName ?? errors.scopeId}
        />
      </FormSection>
      <BulkActivitiesForm scopeOf={scopeOf} onScopeErrors={setErrors} onSaved={saved} />
    </Page>
  );
}

/** /admin-swms/bulk-add/existing-scope (and /admin-swms/custom-trade/{tradeId}/existing-scope): choose the scope to add to. */
export function ScopePicker({ fixedTrade }: { fixedTrade?: TLibraryTrade }) {
  const navigate = useNavigate();
  const trades = useTrades({ type: 'public' });
  const [tradeId, setTradeId] = useState('');
  const [scopeId, setScopeId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const trade = fixedTrade ?? trades.data?.find((item) => item.id === tradeId);
  return (
    <Stack gap="md">
      {!fixedTrade && trades.isPending && <PageLoader label="Loading trades…" />}
      {!fixedTrade && trades.isError && <LoadError title="The trades did not load" error={trades.error} onRetry={() => void trades.refetch()} />}
      {!fixedTrade && (
        <NativeSelect
          label="Trade"
          size="md"
          data={[CHOOSE, ...(trades.data ?? []).map((item) => ({ value: item.id, label: item.name }))]}
          value={tradeId}
          onChange={(event) => {
            setTradeId(event.currentTarget.value);
            setScopeId('');
          }}
        />
      )}
      <NativeSelect
        label="Scope of work"
        size="md"
        required
        data={[CHOOSE, ...(trade?.scopes ?? []).map((scope) => ({ value: scope.id, label: `${scope.name} (${scope.activityCount})` }))]}
        value={scopeId}
        onChange={(event) => setScopeId(event.currentTarget.value)}
        error={error}
        disabled={!trade}
      />
      <Group justify="flex-end">
        <Button size="md" onClick={() => (scopeId ? void navigate(adminSwmsPaths.bulkAddToScope(scopeId)) : setError(SWMS_LIBRARY_MESSAGES.scopeChoice))}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}

export function AdminBulkAddExistingScopePage() {
  return (
    <Page title="Bulk add: existing scope">
      <Text>Choose the scope of work the new activities go into.</Text>
      <ScopePicker />
    </Page>
  );
}

/** /admin-swms/bulk-add-wa?scopeId=: several activities into one existing scope. */
export function AdminBulkAddToScopePage() {
  const [params] = useSearchParams();
  const scopeId = params.get('scopeId');
  const scope = useScope(scopeId);
  const saved = useSavedToScope();
  const [scopeErrors, setScopeErrors] = useState<Record<string, string>>({});
  if (!scopeId) return <AdminBulkAddExistingScopePage />;
  return (
    <Page title="Bulk add work activities">
      <QueryGate query={scope} errorTitle="The scope of work did not load">
        {(found) => (
          <>
            <Text>
              Into{' '}
              <strong>
                {found.tradeName} · {found.name}
              </strong>
              . They are saved together: if one has a problem, nothing is saved until it is fixed.
            </Text>
            {Object.values(scopeErrors).map((message) => (
              <Text key={message} c="red.9" role="alert">
                {message}
              </Text>
            ))}
            <BulkActivitiesForm scopeOf={() => ({ scopeId })} onScopeErrors={setScopeErrors} onSaved={saved} />
          </>
        )}
      </QueryGate>
    </Page>
  );
}
