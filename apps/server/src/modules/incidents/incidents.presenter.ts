import { dayIn, jurisdictionOfPlace, isPahRoles } from '@hivis/contracts';
import type { TIncidentDetails, TIncidentListItem } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { IncidentRow } from '../../db/schema/index.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { findCompanyFile, presentFile } from '../files/index.js';
import { actionsOf, namesOf } from './incidents.queries.js';
import type { IncidentActionWithNames, IncidentListRow, IncidentNames } from './incidents.queries.js';

/** Rows → the record as the screens and the PDF read it; raw rows never leave the module. */

const named = (id: string | null, name: string | null) => (id ? { id, name: name ?? 'Someone who has left' } : null);
const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentAction(action: IncidentActionWithNames) {
  return {
    id: action.id,
    description: action.description,
    owner: named(action.ownerId, action.ownerName),
    dueOn: action.dueOn,
    status: action.status,
    done: action.doneAt ? { by: named(action.doneBy, action.closerName), on: action.doneAt.toISOString(), note: action.doneNote } : null,
    createdOn: action.createdAt.toISOString(),
  };
}

/** A row of the list as the list answers it. */
export function presentIncidentListItem(row: IncidentListRow): TIncidentListItem {
  return {
    id: row.id,
    status: row.status,
    types: row.types,
    occurredAt: row.occurredAt.toISOString(),
    description: row.description,
    worksite: row.worksiteId ? { id: row.worksiteId, name: row.worksiteName ?? '' } : null,
    location: row.location,
    reportedBy: named(row.reportedBy, row.reporterName),
    notifiable: row.notifiable,
    noticeRecorded: row.noticeRecorded,
    writtenNoticeDueAt: iso(row.writtenNoticeDueAt),
    openActions: row.openActions,
  };
}

/** Whether a notifiable incident's record must still be kept, on the company's calendar day. */
export const keptNow = (row: Pick<IncidentRow, 'keepUntil'>, today: string) => row.keepUntil !== null && row.keepUntil > today;

export function presentIncidentWith(
  row: IncidentRow,
  names: IncidentNames,
  actions: readonly IncidentActionWithNames[],
  photos: TIncidentDetails['photos'],
  caller: { auth: CompanyAuth; today: string },
): TIncidentDetails {
  const holder = isPahRoles(caller.auth.roles);
  const open = row.status !== 'closed';
  return {
    id: row.id,
    status: row.status,
    types: row.types,
    occurredAt: row.occurredAt.toISOString(),
    reportedAt: row.reportedAt.toISOString(),
    reportedBy: named(row.reportedBy, names.reporterName),
    worksite: named(row.worksiteId, names.worksiteName),
    job: named(row.jobId, names.jobTitle),
    location: row.location,
    point: row.point ?? null,
    description: row.description,
    immediateActions: row.immediateActions,
    people: row.people,
    witnesses: row.witnesses,
    photos,
    suggestedJurisdiction: jurisdictionOfPlace([names.worksiteAddress, names.companyAddress], names.companyCountry),
    assessment:
      row.jurisdiction && row.criteria && row.answeredAt
        ? {
            jurisdiction: row.jurisdiction,
            criteria: row.criteria,
            notifiable: row.notifiable === true,
            category: row.category,
            answeredAt: row.answeredAt.toISOString(),
            answeredBy: named(row.answeredBy, names.answererName),
          }
        : null,
    notification:
      row.notifiedAt && row.notifiedBy && row.notificationMethod
        ? {
            notifiedAt: row.notifiedAt.toISOString(),
            notifiedBy: row.notifiedBy,
            method: row.notificationMethod,
            reference: row.regulatorReference,
            writtenNoticeAt: iso(row.writtenNoticeAt),
            writtenNoticeAsked: row.writtenNoticeAsked,
          }
        : null,
    writtenNoticeDueAt: iso(row.writtenNoticeDueAt),
    investigation: {
      contributingFactors: row.contributingFactors as TIncidentDetails['investigation']['contributingFactors'],
      otherFactors: row.otherFactors,
      whys: row.whys,
      rootCause: row.rootCause,
      updatedAt: iso(row.investigatedAt),
    },
    actions: actions.map(presentAction),
    signOff: row.signedOffAt ? { by: named(row.signedOffBy, names.signerName), on: row.signedOffAt.toISOString(), comment: row.signOffComment } : null,
    keepUntil: row.keepUntil,
    can: {
      edit: open && (holder || row.reportedBy === caller.auth.userId),
      manage: holder && open,
      delete: holder && !keptNow(row, caller.today),
    },
  };
}

/** The record with its names, actions and photos (a photo since deleted is left out). */
export async function presentIncident(
  ctx: AppContext,
  { tx, auth, company }: { tx: Tx; auth: CompanyAuth; company: { timeZone: string } },
  row: IncidentRow,
): Promise<TIncidentDetails> {
  const today = dayIn(new Date(), company.timeZone);
  const photos = [];
  for (const fileId of row.photoFileIds) {
    const file = await findCompanyFile(tx, auth.companyId, fileId);
    if (file) photos.push(presentFile(ctx, file));
  }
  return presentIncidentWith(row, await namesOf(tx, row), await actionsOf(tx, row.id), photos, { auth, today });
}
