import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFileSchema, ZIncidentDetailsSchema, ZIncidentsPageSchema, ZWorksiteSchema, jurisdictionOfPlace } from '@hivis/contracts';
import type {
  TIncidentActionBody,
  TIncidentDetails,
  TIncidentInvestigationBody,
  TIncidentJurisdiction,
  TIncidentNotificationBody,
  TIncidentReportInput,
  TIncidentsQueryInput,
} from '@hivis/contracts';
import { useCallback } from 'react';
import { apiRequest } from '../../api/client';
import { queryString } from '../../api/query-string';
import { fileUploadForm } from '../../offline/outbox/outbox';
import { useCurrentUser } from '../auth/session';
import { useCompany } from '../company/company-api';
import { worksitesKeys } from '../worksites/worksites-api';

/*
 * Incident reports' queries and the saves made at a desk (or with signal): the report changed,
 * the notice recorded, the investigation, the corrective actions, the sign-off, deleting and the
 * PDF. What is done on site with no signal (the report itself, the wizard's answers, an action
 * marked done) goes through the device outbox: incident-commands.ts.
 */

export const incidentKeys = {
  all: ['incidents'] as const,
  lists: ['incidents', 'list'] as const,
  list: (query: TIncidentsQueryInput) => ['incidents', 'list', query] as const,
  one: (id: string) => ['incidents', 'one', id] as const,
};

/** GET /api/v3/incident: one page, newest first; the previous page stays on show while the next loads. */
export function useIncidents(query: TIncidentsQueryInput, enabled = true) {
  return useQuery({
    enabled,
    queryKey: incidentKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/incident?${queryString(query)}`, { schema: ZIncidentsPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v3/incident/{id}; not asked while `enabled` is false (the report still waits on this phone). */
export function useIncident(id: string, enabled = true) {
  return useQuery({
    queryKey: incidentKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/incident/${id}`, { schema: ZIncidentDetailsSchema, signal }),
    enabled,
  });
}

/** Keeps an incident the server has just answered with: its page shows it at once, and the lists ask again. */
export function useStoreIncident() {
  const queryClient = useQueryClient();
  // The same function every render: the outbox's listener (useIncidentCommandSync) is set up once.
  return useCallback(
    (incident: TIncidentDetails) => {
      queryClient.setQueryData(incidentKeys.one(incident.id), incident);
      void queryClient.invalidateQueries({ queryKey: incidentKeys.lists });
    },
    [queryClient],
  );
}

/** A save answered with the incident: written into the cache on success. */
function useIncidentSave<Body>(send: (body: Body) => Promise<TIncidentDetails>) {
  const store = useStoreIncident();
  return useMutation({ mutationFn: send, onSuccess: store });
}

/**
 * POST /api/v3/files: a photo added to a report being changed, stored under the id the report will
 * name it by (a second try stores it once). A changed report is saved with signal, so it goes now.
 */
export function uploadReportPhoto(photo: { id: string; name: string; blob: Blob; takenAt: string | null }) {
  const file = {
    id: photo.id,
    fileType: 'incident_photo',
    name: photo.name,
    blob: photo.blob,
    sent: false,
    ...(photo.takenAt ? { fields: { takenAt: photo.takenAt } } : {}),
  };
  return apiRequest('/api/v3/files', { method: 'POST', body: fileUploadForm(file), schema: ZFileSchema, messageToast: false, timeoutMs: 120_000 });
}

/** PUT /api/v3/incident/{id}: the report changed (the reporter or an account holder, until signed off). */
export function useSaveReport(id: string) {
  return useIncidentSave((body: TIncidentReportInput) => apiRequest(`/api/v3/incident/${id}`, { method: 'PUT', body, schema: ZIncidentDetailsSchema }));
}

/** PUT /api/v3/incident/{id}/notification: who told the regulator, when, how, and the written notice. */
export function useSaveNotification(id: string) {
  return useIncidentSave((body: TIncidentNotificationBody) =>
    apiRequest(`/api/v3/incident/${id}/notification`, { method: 'PUT', body, schema: ZIncidentDetailsSchema }),
  );
}

/** PUT /api/v3/incident/{id}/investigation (account holders). */
export function useSaveInvestigation(id: string) {
  return useIncidentSave((body: TIncidentInvestigationBody) =>
    apiRequest(`/api/v3/incident/${id}/investigation`, { method: 'PUT', body, schema: ZIncidentDetailsSchema }),
  );
}

/** POST /api/v3/incident/{id}/action, or PUT /api/v3/incident/action/{actionId} to change one (account holders). */
export function useSaveAction(incidentId: string, actionId: string | null) {
  return useIncidentSave((body: TIncidentActionBody) =>
    actionId
      ? apiRequest(`/api/v3/incident/action/${actionId}`, { method: 'PUT', body, schema: ZIncidentDetailsSchema })
      : apiRequest(`/api/v3/incident/${incidentId}/action`, { method: 'POST', body, schema: ZIncidentDetailsSchema }),
  );
}

/** PUT /api/v3/incident/{id}/sign-off (account holders); refused with the server's reason while something is missing. */
export function useSignOff(id: string) {
  return useIncidentSave((body: { comment?: string }) =>
    apiRequest(`/api/v3/incident/${id}/sign-off`, { method: 'PUT', body, schema: ZIncidentDetailsSchema }),
  );
}

/** DELETE /api/v3/incident/{id}: gone from the cache and the lists. */
export function useDeleteIncident(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/v3/incident/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: incidentKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: incidentKeys.lists });
    },
  });
}

/** POST /api/v3/export/incident/pdf: the incident's report, made on the server and answered with its links. */
export function useIncidentPdf(id: string) {
  return useMutation({
    mutationFn: () => apiRequest('/api/v3/export/incident/pdf', { method: 'POST', body: { incidentId: id }, schema: ZFileSchema, timeoutMs: 120_000 }),
  });
}

/**
 * Where the wizard's questions start: the worksite's state (its address, as the worksite screens
 * read it, so a site opened before is on the phone), else the company's, else New Zealand for a
 * New Zealand company; null when none says (the person chooses).
 */
export function useSuggestedJurisdiction(worksiteId: string | null): TIncidentJurisdiction | null {
  const site = useQuery({
    queryKey: worksitesKeys.one(worksiteId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/v3/worksite/${worksiteId ?? ''}`, { schema: ZWorksiteSchema, signal }),
    enabled: worksiteId !== null,
  });
  const company = useCompany();
  const user = useCurrentUser();
  const country = company.data?.country ?? user.data?.company?.country ?? 'AU';
  return jurisdictionOfPlace([worksiteId ? site.data?.address : null, company.data?.address], country);
}
