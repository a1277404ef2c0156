import { Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_TIME_ZONE, dayIn } from '@hivis/contracts';
import type { TAuditActionsQueryInput } from '@hivis/contracts';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/api-error';
import { can, useAccess } from '../../auth/access';
import { useCurrentUser } from '../../auth/session';
import { ActionCard } from './ActionCard';
import { useActionDoneSync, useAuditActions, usePendingDone } from './actions-api';

/*
 * A list of actions from failed answers, paged on the server: an audit's, a job's open ones, a
 * template's, or the company's (staff get theirs; the server scopes them). Each can be marked done
 * on site, and changed by an account holder.
 */

export type TActionsFilter = Omit<TAuditActionsQueryInput, 'page' | 'take'>;

type TAuditActionsProps = {
  filter: TActionsFilter;
  heading: string;
  headingOrder?: 2 | 3;
  intro?: ReactNode;
  /** Said when there are none; without it the whole section is left out. */
  empty?: string;
  take?: 5 | 10 | 20;
};

export function AuditActions({ filter, heading, headingOrder = 2, intro, empty, take = 10 }: TAuditActionsProps) {
  const access = useAccess();
  const headingId = useId();
  // Back to the first page when the filter changes (the parent's dates, another audit).
  const filterKey = JSON.stringify(filter);
  const [paged, setPaged] = useState({ filterKey, page: 1 });
  const page = paged.filterKey === filterKey ? paged.page : 1;
  const actions = useAuditActions({ ...filter, page, take });
  const pending = usePendingDone();
  useActionDoneSync();
  const timeZone = useCurrentUser().data?.company?.timeZone || DEFAULT_TIME_ZONE;
  const today = dayIn(new Date(), timeZone);
  const total = actions.data?.total ?? 0;
  if (empty === undefined && total === 0) return null;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={headingOrder} size="h3" id={headingId}>
        {heading}
        {total > 0 ? ` (${total})` : ''}
      </Title>
      {intro}
      {actions.isPending && actions.fetchStatus === 'fetching' && <Loader size="sm" aria-label={`Loading ${heading.toLowerCase()}`} />}
      {actions.isPending && actions.fetchStatus === 'paused' && <Text c="dimmed">The actions load when you have signal.</Text>}
      {actions.isError && (
        <Text c="red.9" role="alert">
          The actions did not load: {errorMessage(actions.error)}
        </Text>
      )}
      {actions.isSuccess && total === 0 && <Text>{empty}</Text>}
      {actions.data?.items.map((action) => (
        <ActionCard
          key={action.id}
          action={action}
          today={today}
          pending={pending.byAction.get(action.id)}
          canClose={can(access, 'audits.actions.close')}
          canEdit={can(access, 'audits.actions.manage')}
          titleOrder={headingOrder === 2 ? 3 : 4}
        />
      ))}
      {total > take && (
        <Pagination
          total={Math.ceil(total / take)}
          value={page}
          onChange={(next) => setPaged({ filterKey, page: next })}
          size="lg"
          getControlProps={(control) => ({ 'aria-label': `${control} page of ${heading.toLowerCase()}` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item} of ${heading.toLowerCase()}` })}
        />
      )}
    </Stack>
  );
}
