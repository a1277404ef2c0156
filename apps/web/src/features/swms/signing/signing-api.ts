import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ZSendSwmsResultSchema, ZSwmsSigningOverviewSchema } from '@hivis/contracts';
import type { TSendSwmsInput } from '@hivis/contracts';
import { getStoredAuth } from '../../../api/auth-storage';
import { apiRequest } from '../../../api/client';
import { onCommandSent, queueCommand } from '../../../offline/outbox/outbox';
import type { TQueuedCommand } from '../../../offline/outbox/queued-command';
import { useOutbox } from '../../../offline/outbox/use-outbox';
import { swmsKeys } from '../swms-api';
import { isSignatureOf, signatureCommand } from './signature-command';
import type { TSignInput, TSignTarget } from './signature-command';

export type { TSignTarget } from './signature-command';

/* Signing, sending and the sign-on status of a SWMS. Keys live under ['swms'] so one invalidation refreshes all. */

export const signingKeys = {
  /** Versions with their PDFs and the links sent, for one SWMS. */
  overview: (swmsId: string) => ['swms', swmsId, 'signing'] as const,
};

/** GET /api/v3/swms/{id}/signing */
/** GET /api/v3/swms/{id}/signing */
export const signingOverviewQuery = (swmsId: string) =>
  queryOptions({
    queryKey: signingKeys.overview(swmsId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/swms/${swmsId}/signing`, { schema: ZSwmsSigningOverviewSchema, signal }),
    enabled: swmsId !== '',
  });

export function useSigningOverview(swmsId: string) {
  return useQuery(signingOverviewQuery(swmsId));
}

/** POST /api/v3/swms/send: the Send modal shows the answer's message and anyone left out. */
export function useSendSwms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendSwmsInput) => apiRequest('/api/v3/swms/send', { method: 'POST', body, schema: ZSendSwmsResultSchema, messageToast: false }),
    onSuccess: (_answer, body) => void queryClient.invalidateQueries({ queryKey: signingKeys.overview(body.swmsId) }),
  });
}

/**
 * Signing is a field action (docs/field.md): saved on the phone first and sent when there is
 * signal (signature-command.ts). Through a link it goes with no sign-in.
 */
export function queueSignature(target: TSignTarget, input: TSignInput): Promise<TQueuedCommand> {
  return queueCommand(signatureCommand(target, input, getStoredAuth()?.id ?? null));
}

/** This target's signature while it waits on the phone or was refused, else undefined. */
export function useQueuedSignature(target: TSignTarget): TQueuedCommand | undefined {
  const outbox = useOutbox(target.mode === 'request' ? null : (getStoredAuth()?.id ?? null));
  return [...outbox.needsAttention, ...outbox.waiting].find((command) => isSignatureOf(command, target));
}

/** When a signature of this target reaches the server: the screens that show it load again. */
export function useSignatureSync(target: TSignTarget, onSigned: () => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onCommandSent((command) => {
        if (!isSignatureOf(command, target)) return;
        // The SWMS, its sign-on status and the job's list all show the new signature.
        void queryClient.invalidateQueries({ queryKey: swmsKeys.all });
        onSigned();
      }),
    [queryClient, target, onSigned],
  );
}
