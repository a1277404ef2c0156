import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZJobSchema,
  ZConnectionPageSchema,
  ZConnectionSchema,
  ZContractPageSchema,
  ZContractedJobSchema,
  ZContractorDetailsSchema,
  ZHiringCompanyPageSchema,
  ZHiringCompanySchema,
} from '@hivis/contracts';
import type { TConnectContractorInput, TConnectionListQuery, TContractListQuery, TContractProgress, TInviteListQuery, TContractedJob } from '@hivis/contracts';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/* Contractors: the hiring company's connections and contracts, and the contractor's side. */

export const contractorsKeys = {
  all: ['contractors'] as const,
  connections: (query: TConnectionListQuery) => ['contractors', 'connections', query] as const,
  connection: (id: string) => ['contractors', 'connection', id] as const,
  invites: (query: TInviteListQuery) => ['contractors', 'invites', query] as const,
  invite: (companyId: string) => ['contractors', 'invite', companyId] as const,
  contracts: (side: 'hiring' | 'contractor', query: TContractListQuery) => ['contractors', 'contracts', side, query] as const,
  jobContract: (jobId: string) => ['contractors', 'job', jobId] as const,
};

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/v3/associate */
export function useConnections(query: TConnectionListQuery, enabled = true) {
  return useQuery({
    queryKey: contractorsKeys.connections(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/associate?${queryString(query)}`, { schema: ZConnectionPageSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/v3/associate/{id} */
export function useContractor(id: string) {
  return useQuery({
    queryKey: contractorsKeys.connection(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/associate/${id}`, { schema: ZContractorDetailsSchema, signal }),
  });
}

export const connectContractor = (body: TConnectContractorInput) => apiRequest('/api/v3/associate', { method: 'POST', body, schema: ZConnectionSchema });
export const removeContractor = (id: string) => apiRequest(`/api/v3/associate/${id}`, { method: 'DELETE', schema: ZConnectionSchema });
export const resendInvitation = (id: string) => apiRequest(`/api/v3/associate/${id}/resend`, { method: 'POST', schema: ZConnectionSchema });

/** GET /api/v3/associate/invites: the companies that asked or hire this company as a contractor. */
export function useHiringCompanies(query: TInviteListQuery) {
  return useQuery({
    queryKey: contractorsKeys.invites(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/associate/invites?${queryString(query)}`, { schema: ZHiringCompanyPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvitation(companyId: string) {
  return useQuery({
    queryKey: contractorsKeys.invite(companyId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/associate/invites/${companyId}`, { schema: ZHiringCompanySchema, signal }),
    retry: false,
  });
}

export const answerInvitation = (companyId: string, accept: boolean) =>
  apiRequest('/api/v3/associate/accept-reject', { method: 'POST', body: { companyId, accept }, schema: ZHiringCompanySchema });
export const leaveHiringCompany = (companyId: string) =>
  apiRequest(`/api/v3/associate/invites/${companyId}`, { method: 'DELETE', schema: ZHiringCompanySchema });

/** GET /api/v3/job/contracts (hiring side) or /api/v3/job/contracted (the contractor's jobs). */
export function useContracts(side: 'hiring' | 'contractor', query: TContractListQuery) {
  const path = side === 'hiring' ? '/api/v3/job/contracts' : '/api/v3/job/contracted';
  return useQuery({
    queryKey: contractorsKeys.contracts(side, query),
    queryFn: ({ signal }) => apiRequest(`${path}?${queryString(query)}`, { schema: ZContractPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v3/job/{id}/contract: the job and its contract, for either side. */
export function useJobContract(jobId: string) {
  return useQuery({
    queryKey: contractorsKeys.jobContract(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${jobId}/contract`, { schema: ZContractedJobSchema, signal }),
    retry: false,
  });
}

export const contractJob = (jobId: string, contractorCompanyId: string) =>
  apiRequest(`/api/v3/job/${jobId}/contract`, { method: 'POST', body: { contractorCompanyId }, schema: ZContractedJobSchema });
/** PUT /api/v3/job/{id}/status: the hiring company marks the contracted job completed (the job status rule decides). */
export const completeContractedJob = (jobId: string) =>
  apiRequest(`/api/v3/job/${jobId}/status`, { method: 'PUT', body: { status: 'COMPLETED' }, schema: ZJobSchema });

export const withdrawContract = (jobId: string) => apiRequest(`/api/v3/job/${jobId}/contract`, { method: 'DELETE', schema: ZContractedJobSchema });

const ZActedSchema = ZContractedJobSchema.extend({ message: z.string() });
export type TContractorAction = 'accept' | 'decline' | TContractProgress;
export const actOnContract = (jobId: string, action: TContractorAction) =>
  // The page shows the answer's message itself, as a success toast.
  apiRequest(`/api/v3/job/${jobId}/contract/${action}`, { method: 'POST', schema: ZActedSchema, messageToast: false });

/** Every contractor list and record asks the server again. */
export function useRefreshContractors() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: contractorsKeys.all });
}

/** A job's contract as the server has just answered: shown at once; the lists ask again. */
export function useStoreJobContract() {
  const queryClient = useQueryClient();
  return (jobId: string, saved: TContractedJob) => {
    queryClient.setQueryData(contractorsKeys.jobContract(jobId), saved);
    void queryClient.invalidateQueries({ queryKey: contractorsKeys.all });
  };
}

/** The answer to a connection request: shown at once; the lists ask again. */
export function useStoreInvitationAnswer() {
  const queryClient = useQueryClient();
  return (companyId: string, saved: Awaited<ReturnType<typeof answerInvitation>>) => {
    queryClient.setQueryData(contractorsKeys.invite(companyId), saved);
    void queryClient.invalidateQueries({ queryKey: contractorsKeys.all });
  };
}

/** The job changed status under its contract: the contract and the job screens ask again. */
export function useRefreshContractedJob() {
  const queryClient = useQueryClient();
  return (jobId: string) => {
    void queryClient.invalidateQueries({ queryKey: contractorsKeys.jobContract(jobId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.jobs });
  };
}
