import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ZSendSwmsResultSchema, ZSwmsSigningOverviewSchema, ZSwmsSigningRequestSchema } from '@hivis/contracts';
import type { TSendSwmsInput, TSwmsPreStartTalk } from '@hivis/contracts';
import { getStoredAuth } from '../../../api/auth-storage';
import { apiRequest } from '../../../api/client';
import { onCommandSent, queueCommand } from '../../../offline/outbox/outbox';
import type { TQueuedCommand } from '../../../offline/outbox/queued-command';
import { useOutbox } from '../../../offline/outbox/use-outbox';
import { swmsKeys } from '../swms-api';

/* Signing, sending and the sign-on status of a SWMS. Keys live under ['swms'] so one invalidation refreshes all. */

export const signingKeys = {
  /** A signing link's page (no login). */
  request: (signingRequestId: string) => ['swms', 'signing-request', signingRequestId] as const,
  /** Versions with their PDFs and the links sent, for one SWMS. */
  overview: (swmsId: string) => ['swms', swmsId, 'signing'] as const,
};

/** GET /api/v3/swms/request/{id}: no token, so a signed-in person opening a link sees the same page. */
export function useSigningRequest(signingRequestId: string) {
  return useQuery({
    queryKey: signingKeys.request(signingRequestId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/swms/request/${signingRequestId}`, { schema: ZSwmsSigningRequestSchema, signal, auth: false, early: true }),
    enabled: signingRequestId !== '',
    // 404 and 410 are answers, not hiccups.
    retry: false,
  });
}

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

/** What is signed: the version the person read, so a newer one issued meanwhile refuses the signature. */
export type TSignTarget = ({ mode: 'user'; swmsId: string } | { mode: 'request'; signingRequestId: string; swmsId: string }) & {
  version: number;
  title: string;
};
export type TSignInput = { png: Blob; preStartTalk: TSwmsPreStartTalk; signerName?: string };

const SIGN_PATHS = { user: '/api/v3/swms/sign/user', request: '/api/v3/swms/sign/request' } as const;

/** Is this queued action the signature of this target? */
export function isSignatureOf(command: TQueuedCommand, target: TSignTarget): boolean {
  if (target.mode === 'user') return command.path === SIGN_PATHS.user && command.body.swmsId === target.swmsId;
  return command.path === SIGN_PATHS.request && command.body.signingRequestId === target.signingRequestId;
}

/**
 * Signing is a field action (docs/field.md): the signature image and the sign-on are saved on the
 * phone first and sent when there is signal, the image before the sign-on that names it; the
 * server applies it once, at the moment the person signed. Through a link it goes with no sign-in.
 */
export function queueSignature(target: TSignTarget, { png, preStartTalk, signerName }: TSignInput): Promise<TQueuedCommand> {
  const byLink = target.mode === 'request';
  return queueCommand({
    userId: byLink ? null : (getStoredAuth()?.id ?? null),
    label: `Sign ${target.title}`,
    method: 'POST',
    path: SIGN_PATHS[target.mode],
    body: byLink
      ? { signingRequestId: target.signingRequestId, preStartTalk, version: target.version, ...(signerName ? { signerName } : {}) }
      : { swmsId: target.swmsId, preStartTalk, version: target.version },
    files: [
      {
        field: 'fileId',
        fileType: 'swms_signature_photo',
        name: 'signature.png',
        blob: png,
        ...(byLink ? { fields: { signingRequestId: target.signingRequestId } } : {}),
      },
    ],
  });
}

/** This target's signature while it waits on the phone or was refused, else undefined. */
export function useQueuedSignature(target: TSignTarget): TQueuedCommand | undefined {
  const outbox = useOutbox(target.mode === 'request' ? null : (getStoredAuth()?.id ?? null));
  return [...outbox.needsAttention, ...outbox.waiting].find((command) => isSignatureOf(command, target));
}

/** When a signature of this target reaches the server: the page shows it (the link's answer is its page). */
export function useSignatureSync(target: TSignTarget, onSigned: () => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onCommandSent((command, answer) => {
        if (!isSignatureOf(command, target)) return;
        if (target.mode === 'request') {
          const page = ZSwmsSigningRequestSchema.safeParse(answer);
          if (page.success) queryClient.setQueryData(signingKeys.request(target.signingRequestId), page.data);
          void queryClient.invalidateQueries({ queryKey: signingKeys.overview(target.swmsId) });
        } else {
          // The SWMS, its sign-on status and the job's list all show the new signature.
          void queryClient.invalidateQueries({ queryKey: swmsKeys.all });
        }
        onSigned();
      }),
    [queryClient, target, onSigned],
  );
}
