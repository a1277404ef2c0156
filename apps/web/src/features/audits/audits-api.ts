import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAuditResponseDetailsSchema,
  ZAuditResponsesPageSchema,
  ZAuditStatsSchema,
  ZAuditSummarySchema,
  ZAuditTemplateDetailsSchema,
  ZAuditTemplatesPageSchema,
  ZFileSchema,
} from '@hivis/contracts';
import type {
  TAuditReview,
  TAuditResponsesQueryInput,
  TAuditStatsQueryInput,
  TAuditSummaryQueryInput,
  TAuditTemplateDetails,
  TAuditTemplateEdit,
  TAuditTemplatesQueryInput,
  TNewAuditTemplateInput,
} from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryString } from '../../api/query-string';

/** Every audit template query sits under one key, so a save refreshes the lists and the template. */
export const auditKeys = {
  all: ['audit-templates'] as const,
  list: (query: TAuditTemplatesQueryInput) => ['audit-templates', 'list', query] as const,
  template: (id: string) => ['audit-templates', 'template', id] as const,
};

/** GET /api/v3/audit: one page of templates. */
export const auditTemplatesQuery = (query: TAuditTemplatesQueryInput) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit?${queryString(query)}`, { schema: ZAuditTemplatesPageSchema, signal }),
  });

/** GET /api/v3/audit/{id}: a template with its current version's questions. */
export const auditTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: auditKeys.template(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/${id}`, { schema: ZAuditTemplateDetailsSchema, signal }),
  });

/**
 * The company's templates in use, the first 20 by name (a small builder audits with a handful):
 * what a job offers to start, and what a field person's phone keeps for a day without signal.
 */
export const TEMPLATES_IN_USE = { auditType: 'company', all: 'false', order: 'name', page: 1, take: 20 } as const satisfies TAuditTemplatesQueryInput;

/** One page of templates; the previous page stays on show while the next loads. */
export function useAuditTemplates(query: TAuditTemplatesQueryInput) {
  return useQuery({ ...auditTemplatesQuery(query), placeholderData: keepPreviousData });
}

/** A template; not asked while there is no id (a new template). */
export function useAuditTemplate(id: string | null) {
  return useQuery({ ...auditTemplateQuery(id ?? ''), enabled: id !== null });
}

/** Keeps a saved template in the cache and has every list ask again. */
function useStoreTemplate() {
  const queryClient = useQueryClient();
  return (template: TAuditTemplateDetails) => {
    queryClient.setQueryData(auditKeys.template(template.id), template);
    void queryClient.invalidateQueries({ queryKey: [...auditKeys.all, 'list'] });
  };
}

/** POST /api/v3/audit, or PUT /api/v3/audit/{id} when the template exists. */
export function useSaveAuditTemplate(id: string | null) {
  const store = useStoreTemplate();
  return useMutation({
    mutationFn: (body: TNewAuditTemplateInput & TAuditTemplateEdit) =>
      id
        ? apiRequest(`/api/v3/audit/${id}`, { method: 'PUT', body, schema: ZAuditTemplateDetailsSchema })
        : apiRequest('/api/v3/audit', { method: 'POST', body, schema: ZAuditTemplateDetailsSchema }),
    onSuccess: store,
  });
}

/** PUT /api/v3/audit/{id}/archive or /restore. */
export function useArchiveAuditTemplate() {
  const store = useStoreTemplate();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      apiRequest(`/api/v3/audit/${id}/${archived ? 'archive' : 'restore'}`, { method: 'PUT', schema: ZAuditTemplateDetailsSchema }),
    onSuccess: store,
  });
}

/** Submitted audits: their own keys, so a template's save leaves them be. */
export const auditResponseKeys = {
  list: (query: TAuditResponsesQueryInput) => ['audit-responses', 'list', query] as const,
  response: (id: string) => ['audit-responses', 'response', id] as const,
};

/** GET /api/v3/audit/response: one page of submitted audits. */
export function useAuditResponses(query: TAuditResponsesQueryInput) {
  return useQuery({
    queryKey: auditResponseKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/response?${queryString(query)}`, { schema: ZAuditResponsesPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v3/audit/response/id/{id}: a submitted audit with the questions it answered. */
export function useAuditResponse(id: string) {
  return useQuery({
    queryKey: auditResponseKeys.response(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/response/id/${id}`, { schema: ZAuditResponseDetailsSchema, signal }),
  });
}

/** GET /api/v3/audit/response/summary: what the audits add up to, by template. */
export function useAuditSummary(query: TAuditSummaryQueryInput) {
  return useQuery({
    queryKey: ['audit-responses', 'summary', query] as const,
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/response/summary?${queryString(query)}`, { schema: ZAuditSummarySchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v3/audit/response/stats/{id}: one template's weeks, average and most-failed questions. */
export function useAuditStats(templateId: string, query: TAuditStatsQueryInput) {
  return useQuery({
    queryKey: ['audit-responses', 'stats', templateId, query] as const,
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/response/stats/${templateId}?${queryString(query)}`, { schema: ZAuditStatsSchema, signal }),
    // A new date range keeps the page (and its date fields) while its figures load.
    placeholderData: keepPreviousData,
  });
}

/** POST /api/v3/export/audit/pdf: the audit's report, stored and answered with its links. */
export function useAuditPdf(id: string) {
  return useMutation({
    mutationFn: () => apiRequest('/api/v3/export/audit/pdf', { method: 'POST', body: { auditResponseId: id }, schema: ZFileSchema, timeoutMs: 120_000 }),
  });
}

/** PUT /api/v3/audit/response/id/{id}/review: approve, or send back saying why. */
export function useReviewAuditResponse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: TAuditReview) =>
      apiRequest(`/api/v3/audit/response/id/${id}/review`, { method: 'PUT', body: review, schema: ZAuditResponseDetailsSchema }),
    onSuccess: (audit) => {
      queryClient.setQueryData(auditResponseKeys.response(id), audit);
      void queryClient.invalidateQueries({ queryKey: ['audit-responses', 'list'] });
    },
  });
}
