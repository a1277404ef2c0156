import { formatAddress, jurisdictionOfPlace, SWMS_FILL_IN, ZSwmsContentSchema } from '@hivis/contracts';
import type { TAddress, TSwmsContent, TSwmsJurisdictionCode } from '@hivis/contracts';
import type { CompanyRow, ProjectRow, UserRow } from '../../db/schema/index.js';
import type { PrefillOwner } from './swms-write.queries.js';

/*
 * What a new SWMS starts with: everything HiVis already knows about the job, its project and the
 * company, so the builder's screens open filled in and the person only checks and adds. All of
 * it stays editable; nothing here is printed unless the person leaves it in.
 */

const FILL_IN = SWMS_FILL_IN;

export type SwmsPrefillSource = {
  company: Pick<CompanyRow, 'name' | 'legalName' | 'abn' | 'nzbn' | 'country' | 'address' | 'phone' | 'timeZone'>;
  /**
   * The company's account holder: the SWMS gives their email for the business and names them as
   * the manager who approves it, until someone else is named.
   */
  owner: PrefillOwner | null;
  project: Pick<ProjectRow, 'principalContractor'>;
  worksiteAddress: TAddress | null;
  caller: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone'>;
  /** Today, for the review date. */
  now: Date;
};

/** The state whose law applies: where the work is (the worksite), else the company's own address. */
export function jurisdictionOf(worksite: TAddress | null, company: SwmsPrefillSource['company']): TSwmsJurisdictionCode | null {
  return jurisdictionOfPlace([worksite, company.address], company.country);
}

/** Today in the company's time zone plus twelve months (29 February becomes 28 February). */
export function reviewDateOf(now: Date, timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

export const IMPLEMENTATION_TEXT = [
  'Before work starts, the site supervisor goes through this SWMS with every worker doing the work, checks that each control is in place and that the plant, PPE and licences listed are on site, and records the pre-start talk.',
  'During the work, the supervisor checks the controls at every pre-start and while the work is done. Any worker who finds a control missing or not working stops that part of the work and tells the supervisor.',
  'The SWMS is reviewed with the workers, and changed before work goes on, when the work, the site or the conditions change, after an incident or near miss, when a control is found not to work, or when a worker raises a concern. Everyone signs the new version.',
].join('\n\n');

export function emergencyText(jurisdiction: TSwmsJurisdictionCode | null): string {
  const nz = jurisdiction === 'NZ';
  return [
    `In an emergency, make the area safe if you can do so without risk, then call ${nz ? '111' : '000'} (police, fire, ambulance). Follow the principal contractor’s site emergency plan.`,
    `First aid: the kit is kept at ${FILL_IN}; the first aider on site is ${FILL_IN}.`,
    `Evacuation: leave by the nearest safe exit and go to the muster point at ${FILL_IN}. Do not go back in until the warden says it is safe.`,
    `Report every incident, injury and near miss to the site supervisor straight away. A notifiable incident is reported to ${nz ? 'WorkSafe New Zealand' : 'the WHS regulator'} and the site is left undisturbed.`,
  ].join('\n\n');
}

const blank = (value: string | null | undefined) => (value ?? '').trim();

export function prefillContent(source: SwmsPrefillSource): TSwmsContent {
  const jurisdiction = jurisdictionOf(source.worksiteAddress, source.company);
  const pc = source.project.principalContractor;
  const { company, caller } = source;
  return ZSwmsContentSchema.parse({
    jurisdiction,
    principalContractor: pc
      ? {
          companyName: blank(pc.companyName),
          abn: blank(pc.abn),
          contactName: blank(pc.contactName),
          contactPhone: blank(pc.contactPhone),
          contactEmail: blank(pc.contactEmail),
        }
      : null,
    whsPerson:
      pc && (pc.whsPersonName || pc.whsPersonPhone || pc.whsPersonEmail)
        ? { name: blank(pc.whsPersonName), phone: blank(pc.whsPersonPhone), email: blank(pc.whsPersonEmail) }
        : null,
    preparedBy: { name: `${caller.firstName} ${caller.lastName}`.trim(), phone: blank(caller.phone), email: caller.email },
    approvedBy: source.owner
      ? { name: `${source.owner.firstName} ${source.owner.lastName}`.trim(), phone: blank(source.owner.phone), email: source.owner.email }
      : null,
    contractorDetails: {
      businessName: blank(company.legalName) || company.name,
      abn: blank(company.country === 'NZ' ? (company.nzbn ?? company.abn) : company.abn),
      address: company.address ? formatAddress(company.address) : '',
      phone: blank(company.phone),
      email: blank(source.owner?.email),
    },
    implementation: IMPLEMENTATION_TEXT,
    emergencyProcedures: emergencyText(jurisdiction),
    reviewDate: reviewDateOf(source.now, company.timeZone),
  });
}
