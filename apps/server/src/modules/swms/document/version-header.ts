import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../platform/errors.js';
import { findDocumentHeader } from './document.queries.js';

/*
 * The job, project, worksite and company details a SWMS version prints, frozen when the version is
 * issued (the paperwork core's paperwork_versions.header). Workers sign the text of a version: a later change to the job's
 * scope, the worksite's address or the company's details must not reach a version already issued,
 * even when its PDF is produced again for the next sign-on. A new version (Generate after an edit)
 * takes the details as they are then.
 *
 * Stored as JSON: instants as ISO strings, calendar days as yyyy-mm-dd, the logo as a file id
 * (files are never overwritten: a new logo is a new file). Read back through this schema, so a
 * damaged row fails loudly rather than printing a wrong document.
 */

/** A stored text part of an address; JSON written by another release may hold null for "none". */
const addressPart = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

/** The parts of an address the document prints (format.ts addressText); the rest is ignored. */
const ZHeaderAddressSchema = z
  .object({
    formattedAddress: addressPart,
    subpremise: addressPart,
    streetNumber: addressPart,
    streetName: addressPart,
    suburb: addressPart,
    state: addressPart,
    postCode: addressPart,
    country: addressPart,
  })
  .nullable();

const instant = z.iso
  .datetime({ offset: true })
  .nullable()
  .transform((value) => (value === null ? null : new Date(value)));

export const ZVersionHeaderSchema = z.object({
  swmsTitle: z.string(),
  company: z.object({
    name: z.string(),
    legalName: z.string().nullable(),
    abn: z.string().nullable(),
    nzbn: z.string().nullable(),
    phone: z.string().nullable(),
    address: ZHeaderAddressSchema,
    timeZone: z.string(),
    logoFileId: z.guid().nullable(),
  }),
  job: z.object({
    title: z.string(),
    jobNumber: z.string().nullable(),
    scope: z.string().nullable(),
    scheduledStart: instant,
    scheduledEnd: instant,
  }),
  project: z.object({
    name: z.string(),
    projectNumber: z.string().nullable(),
    startDate: z.iso.date().nullable(),
    endDate: z.iso.date().nullable(),
  }),
  worksite: z.object({ name: z.string(), address: ZHeaderAddressSchema }),
});

/** The details as the document prints them (dates as Date). */
export type DocumentHeader = z.output<typeof ZVersionHeaderSchema>;
/** The details as paperwork_versions.header stores them. */
export type StoredVersionHeader = z.input<typeof ZVersionHeaderSchema>;

/** Reads the SWMS's details as they are now, in the form a new version stores them. */
export async function snapshotVersionHeader(tx: Tx, companyId: string, swmsId: string): Promise<StoredVersionHeader> {
  const live = await findDocumentHeader(tx, companyId, swmsId);
  if (!live) throw notFound('SWMS');
  return {
    ...live,
    job: { ...live.job, scheduledStart: live.job.scheduledStart?.toISOString() ?? null, scheduledEnd: live.job.scheduledEnd?.toISOString() ?? null },
  };
}

export function readVersionHeader(stored: unknown): DocumentHeader {
  return ZVersionHeaderSchema.parse(stored);
}
