import { z } from 'zod';
import { ZJsaSchema, formatAddress, jsaTitle, type TAddress } from '@hivis/contracts';
import type { Tx } from '../../../db/client.js';
import type { PaperworkVersionRow } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { findCompanyFile } from '../../files/index.js';
import { findJsaHeading } from '../jsa.queries.js';

/*
 * What each JSA version holds in the paperwork core (paperwork_versions.content and header),
 * frozen when it is saved: the crew signs on to these steps and controls, on that job at that
 * place, so a later save, a change to the job or to the company's name never reaches a version
 * already issued, even when its PDF is produced again for the next sign-on. Read back through
 * these schemas, so a damaged row fails loudly rather than printing a wrong document.
 */

const ZPersonSchema = z.object({ id: z.string().nullable(), name: z.string() });

export const ZJsaVersionContentSchema = ZJsaSchema.shape.content.extend({
  /** Who wrote the JSA first, and who saved this version (the same person for version 1). */
  preparedBy: ZPersonSchema,
  savedBy: ZPersonSchema,
});
export type JsaVersionContent = z.infer<typeof ZJsaVersionContentSchema>;

export const ZJsaHeaderSchema = z.object({
  /** "Job Safety Analysis", or "Task Analysis" for a company in New Zealand, as it was at issue. */
  documentTitle: z.string(),
  company: z.object({ name: z.string(), timeZone: z.string(), logoFileId: z.string().nullable() }),
  job: z.object({ title: z.string(), jobNumber: z.string().nullable() }),
  /** The address as printed (one line), null when the site has none. */
  worksite: z.object({ name: z.string(), address: z.string().nullable() }),
});
export type JsaHeader = z.infer<typeof ZJsaHeaderSchema>;

function addressLine(address: TAddress | null): string | null {
  if (!address) return null;
  return address.formattedAddress?.trim() || formatAddress(address) || null;
}

/** The company, job and worksite as they are now, in the form the version stores them. */
export async function snapshotJsaHeader(tx: Tx, companyId: string, jobId: string): Promise<JsaHeader> {
  const heading = await findJsaHeading(tx, companyId, jobId);
  if (!heading) throw notFound('Job');
  const { country, ...company } = heading.company;
  return {
    documentTitle: jsaTitle(country),
    company,
    job: heading.job,
    worksite: { name: heading.worksite.name, address: addressLine(heading.worksite.address) },
  };
}

/** What the layout reads besides the version's sign-ons: the frozen JSA and the logo's key. */
export type JsaDocumentExtra = { content: JsaVersionContent; header: JsaHeader; logoKey: string | null };

export async function readJsaExtra(tx: Tx, companyId: string, version: PaperworkVersionRow): Promise<JsaDocumentExtra> {
  const header = ZJsaHeaderSchema.parse(version.header);
  const logo = header.company.logoFileId ? await findCompanyFile(tx, companyId, header.company.logoFileId) : null;
  return { content: ZJsaVersionContentSchema.parse(version.content), header, logoKey: logo?.storageKey ?? null };
}
