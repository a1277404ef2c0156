import { CONTRACT_EVENT_LABELS, formatAddress } from '@hivis/contracts';
import type { TConnection, TContractEvent, TContractRow, TContractStage, THiringCompany, TJobContract } from '@hivis/contracts';
import type { JobContractRow } from '../../db/schema/index.js';
import { formatJobWindow } from '../assignments/index.js';
import type { ConnectionWithCompany } from './connections.queries.js';
import type { ContractListRow, EventWithPerson } from './contracts.queries.js';

/** Shapes every contractor response, so raw rows never leave the server. */

export function presentConnection({ connection, companyName }: ConnectionWithCompany): TConnection {
  return {
    id: connection.id,
    status: connection.status,
    contractorCompanyId: connection.contractorCompanyId,
    name: companyName ?? connection.invitedName ?? connection.invitedEmail ?? connection.invitedAbn ?? 'Invited contractor',
    email: connection.invitedEmail,
    abn: connection.invitedAbn,
    invitedOn: connection.createdAt.toISOString(),
    respondedOn: connection.respondedAt?.toISOString() ?? null,
  };
}

export function presentHiringCompany({ connection, companyName }: ConnectionWithCompany): THiringCompany {
  return {
    connectionId: connection.id,
    companyId: connection.companyId,
    companyName: companyName ?? '',
    status: connection.status,
    invitedOn: connection.createdAt.toISOString(),
    respondedOn: connection.respondedAt?.toISOString() ?? null,
  };
}

/** Accepted splits by where the crew is: on site between arriving and leaving. */
export function stageOf(contract: Pick<JobContractRow, 'status' | 'onsiteAt' | 'leftSiteAt'>): TContractStage {
  if (contract.status === 'accepted' && contract.onsiteAt && !contract.leftSiteAt) return 'onsite';
  return contract.status;
}

export function presentContract(contract: JobContractRow, contractorName: string): TJobContract {
  return {
    id: contract.id,
    status: contract.status,
    stage: stageOf(contract),
    contractorCompanyId: contract.contractorCompanyId,
    contractorName,
    offeredOn: contract.createdAt.toISOString(),
    respondedOn: contract.respondedAt?.toISOString() ?? null,
    onsiteAt: contract.onsiteAt?.toISOString() ?? null,
    leftSiteAt: contract.leftSiteAt?.toISOString() ?? null,
    completedAt: contract.completedAt?.toISOString() ?? null,
  };
}

export function presentEvent({ event, firstName, lastName }: EventWithPerson): TContractEvent {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return { id: event.id, kind: event.kind, label: CONTRACT_EVENT_LABELS[event.kind], by: name || null, at: event.createdAt.toISOString() };
}

export function presentContractRow(row: ContractListRow, timeZone: string): TContractRow {
  return {
    contractId: row.contract.id,
    jobId: row.job.id,
    worksiteId: row.job.worksiteId,
    projectId: row.job.projectId,
    title: row.job.title,
    jobNumber: row.job.jobNumber,
    jobStatus: row.job.status,
    when: formatJobWindow(row.job.scheduledStart, row.job.scheduledEnd, timeZone),
    siteName: row.siteName,
    companyName: row.otherCompanyName,
    stage: stageOf(row.contract),
    offeredOn: row.contract.createdAt.toISOString(),
  };
}

export const addressText = (address: Parameters<typeof formatAddress>[0] | null) => (address ? formatAddress(address) : '');
