import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ZAuditActionSchema, ZAuditActionsPageSchema, ZEmployeesPageSchema } from '@hivis/contracts';
import type { TAuditAction, TAuditActionChange, TAuditActionsPage, TAuditActionsQueryInput } from '@hivis/contracts';
import { useEffect, useMemo } from 'react';
import { apiRequest } from '../../../api/client';
import { getStoredAuth } from '../../../api/auth-storage';
import { queryString } from '../../../api/query-string';
import { onCommandSent, queueCommand } from '../../../offline/outbox/outbox';
import type { TQueuedCommand } from '../../../offline/outbox/queued-command';
import { useOutbox } from '../../../offline/outbox/use-outbox';

/*
 * Actions from failed audit answers (docs/audits.md "Actions"): the lists, marking one done on
 * site through the device outbox (with the photo of the fix), and an account holder's change of
 * who and when.
 */

export const auditActionKeys = {
  all: ['audit-actions'] as const,
  list: (query: TAuditActionsQueryInput) => ['audit-actions', 'list', query] as const,
  /** Apart from the lists: a change to an action does not change who can be given one. */
  people: ['audit-action-people'] as const,
};

/** GET /api/v3/audit/action: one page (open ones by due day; done ones by when they were done). */
export const auditActionsQuery = (query: TAuditActionsQueryInput) =>
  queryOptions({
    queryKey: auditActionKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/action?${queryString(query)}`, { schema: ZAuditActionsPageSchema, signal }),
  });

/** One page of actions; the previous page stays on show while the next loads. */
export function useAuditActions(query: TAuditActionsQueryInput) {
  return useQuery({ ...auditActionsQuery(query), placeholderData: keepPreviousData });
}

/** Puts a changed action into every list on show (no flash back to before), then has them ask again. */
function storeAction(queryClient: QueryClient, action: TAuditAction): void {
  queryClient.setQueriesData<TAuditActionsPage>({ queryKey: [...auditActionKeys.all, 'list'] }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === action.id ? action : item)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: auditActionKeys.all });
}

/** PUT /api/v3/audit/action/{id}: who it is given to and when it is due (account holders, at a desk). */
export function useChangeAuditAction(actionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TAuditActionChange) => apiRequest(`/api/v3/audit/action/${actionId}`, { method: 'PUT', body: change, schema: ZAuditActionSchema }),
    onSuccess: (action) => storeAction(queryClient, action),
  });
}

/** How many people an action can be given to, at most: the employee list's largest page. */
const PEOPLE_QUERY = { page: 1, take: 100, status: 'all' } as const;

/** The company's people (GET /api/v3/employee, account holders only), for giving an action to someone. */
export function useActionPeople(enabled: boolean) {
  return useQuery({
    queryKey: auditActionKeys.people,
    queryFn: ({ signal }) => apiRequest(`/api/v3/employee?${queryString(PEOPLE_QUERY)}`, { schema: ZEmployeesPageSchema, signal }),
    enabled,
  });
}

export const actionDonePath = (actionId: string) => `/api/v3/audit/action/${actionId}/done`;

/**
 * Marks the action done from the phone: queued with the photo of the fix, which the outbox
 * stores first under an id made here and names as `fixPhotoFileId`; with no signal it waits on
 * the phone, and the command's id makes a second send change nothing. Resolves once it is safely
 * on the phone.
 */
export function queueActionDone(
  action: Pick<TAuditAction, 'id' | 'title'>,
  photo: { blob: Blob; name: string; takenAt?: string | null },
  note: string,
): Promise<TQueuedCommand> {
  const userId = getStoredAuth()?.id;
  // A command with no person would be sent as a link's, with no sign-in: refused, so not queued.
  if (!userId) return Promise.reject(new Error('Not signed in.'));
  return queueCommand({
    userId,
    label: `Action done: ${action.title}`,
    method: 'PUT',
    path: actionDonePath(action.id),
    body: note.trim() ? { note: note.trim() } : {},
    meta: { actionId: action.id },
    files: [
      {
        field: 'fixPhotoFileId',
        fileType: 'audit_photo',
        name: photo.name,
        blob: photo.blob,
        ...(photo.takenAt ? { fields: { takenAt: photo.takenAt } } : {}),
      },
    ],
  });
}

/** While mounted: each "done" the outbox gets answered goes straight into the lists on show. */
export function useActionDoneSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onCommandSent((command, answer) => {
        if (!command.meta?.actionId || command.path !== actionDonePath(command.meta.actionId)) return;
        const action = ZAuditActionSchema.safeParse(answer);
        if (action.success) storeAction(queryClient, action.data);
        else void queryClient.invalidateQueries({ queryKey: auditActionKeys.all });
      }),
    [queryClient],
  );
}

/** "Done" commands on this phone by action: waiting to send, or refused by the server. */
export function usePendingDone(): { loaded: boolean; byAction: Map<string, TQueuedCommand> } {
  const outbox = useOutbox(getStoredAuth()?.id ?? null);
  return useMemo(() => {
    const byAction = new Map<string, TQueuedCommand>();
    // A waiting one (tried again after a refusal) is what the action's card shows.
    for (const command of [...outbox.needsAttention, ...outbox.waiting]) {
      const actionId = command.meta?.actionId;
      if (actionId && command.path === actionDonePath(actionId)) byAction.set(actionId, command);
    }
    return { loaded: outbox.loaded, byAction };
  }, [outbox]);
}
