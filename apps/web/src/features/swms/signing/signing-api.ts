import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFileSchema, ZSendSwmsResultSchema, ZSwmsSignedSchema, ZSwmsSigningOverviewSchema, ZSwmsSigningRequestSchema } from '@hivis/contracts';
import type { TSendSwmsInput, TSwmsPreStartTalk } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';
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
    queryFn: ({ signal }) => apiRequest(`/api/v3/swms/request/${signingRequestId}`, { schema: ZSwmsSigningRequestSchema, signal, auth: false }),
    enabled: signingRequestId !== '',
    // 404 and 410 are answers, not hiccups.
    retry: false,
  });
}

/** GET /api/v3/swms/{id}/signing */
export function useSigningOverview(swmsId: string) {
  return useQuery({
    queryKey: signingKeys.overview(swmsId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/swms/${swmsId}/signing`, { schema: ZSwmsSigningOverviewSchema, signal }),
    enabled: swmsId !== '',
  });
}

/** POST /api/v3/swms/send: the Send modal shows the answer's message and anyone left out. */
export function useSendSwms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSendSwmsInput) => apiRequest('/api/v3/swms/send', { method: 'POST', body, schema: ZSendSwmsResultSchema, messageToast: false }),
    onSuccess: (_answer, body) => void queryClient.invalidateQueries({ queryKey: signingKeys.overview(body.swmsId) }),
  });
}

export type TSignTarget = { mode: 'user'; swmsId: string } | { mode: 'request'; signingRequestId: string; swmsId: string };
export type TSignInput = { png: Blob; preStartTalk: TSwmsPreStartTalk; signerName?: string };

/** The signature as a file: signature.png, type swms_signature_photo; through a link it names the link and goes without a token. */
function uploadSignature(target: TSignTarget, png: Blob) {
  const body = new FormData();
  body.append('fileType', 'swms_signature_photo');
  if (target.mode === 'request') body.append('signingRequestId', target.signingRequestId);
  body.append('file', new File([png], 'signature.png', { type: 'image/png' }));
  return apiRequest('/api/v3/files', { method: 'POST', body, schema: ZFileSchema, auth: target.mode === 'user' });
}

/** Capture → upload → sign → reload (spec 4 "SWMS signing"). */
export function useSignSwms(target: TSignTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ png, preStartTalk, signerName }: TSignInput) => {
      const file = await uploadSignature(target, png);
      if (target.mode === 'user') {
        await apiRequest('/api/v3/swms/sign/user', {
          method: 'POST',
          body: { swmsId: target.swmsId, fileId: file.id, preStartTalk },
          schema: ZSwmsSignedSchema,
          messageToast: false,
        });
        return;
      }
      const answer = await apiRequest('/api/v3/swms/sign/request', {
        method: 'POST',
        body: { signingRequestId: target.signingRequestId, fileId: file.id, preStartTalk, ...(signerName ? { signerName } : {}) },
        schema: ZSwmsSigningRequestSchema,
        auth: false,
      });
      queryClient.setQueryData(signingKeys.request(target.signingRequestId), answer);
    },
    onSuccess: () => {
      // The SWMS, its sign-on status and the job's list all show the new signature.
      if (target.mode === 'user') void queryClient.invalidateQueries({ queryKey: swmsKeys.all });
      else void queryClient.invalidateQueries({ queryKey: signingKeys.overview(target.swmsId) });
    },
  });
}
