import { z } from 'zod';
import { formatAddress, type TAddress } from '@hivis/contracts';
import type { Tx } from '../../../db/client.js';
import type { PaperworkVersionRow } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { findCompanyFile } from '../../files/index.js';
import { findTalkHeading } from '../prestart-talks.queries.js';

/*
 * What a talk's one version holds in the paperwork core (paperwork_versions.content and header),
 * frozen when the talk is recorded: the crew signed on to what was said, on that job at that
 * place, so a later change to the job, the site's address or the company's name never reaches the
 * printed talk, even when its PDF is produced again for the next sign-on. Read back through these
 * schemas, so a damaged row fails loudly rather than printing a wrong document.
 */

export const ZTalkContentSchema = z.object({
  heldAt: z.iso.datetime({ offset: true }),
  topics: z.array(z.string()),
  hazards: z.string().nullable(),
  notes: z.string().nullable(),
  presenter: z.object({ id: z.string().nullable(), name: z.string() }),
});
export type TalkContent = z.infer<typeof ZTalkContentSchema>;

export const ZTalkHeaderSchema = z.object({
  company: z.object({ name: z.string(), timeZone: z.string(), logoFileId: z.string().nullable() }),
  job: z.object({ title: z.string(), jobNumber: z.string().nullable() }),
  /** The address as printed (one line), null when the site has none. */
  worksite: z.object({ name: z.string(), address: z.string().nullable() }),
});
export type TalkHeader = z.infer<typeof ZTalkHeaderSchema>;

function addressLine(address: TAddress | null): string | null {
  if (!address) return null;
  return address.formattedAddress?.trim() || formatAddress(address) || null;
}

/** The company, job and worksite as they are now, in the form the version stores them. */
export async function snapshotTalkHeader(tx: Tx, companyId: string, jobId: string): Promise<TalkHeader> {
  const heading = await findTalkHeading(tx, companyId, jobId);
  if (!heading) throw notFound('Job');
  return { ...heading, worksite: { name: heading.worksite.name, address: addressLine(heading.worksite.address) } };
}

/** What the layout reads besides the version's sign-ons: the frozen talk and the logo's key. */
export type TalkDocumentExtra = { content: TalkContent; header: TalkHeader; logoKey: string | null };

export async function readTalkExtra(tx: Tx, companyId: string, version: PaperworkVersionRow): Promise<TalkDocumentExtra> {
  const header = ZTalkHeaderSchema.parse(version.header);
  const logo = header.company.logoFileId ? await findCompanyFile(tx, companyId, header.company.logoFileId) : null;
  return { content: ZTalkContentSchema.parse(version.content), header, logoKey: logo?.storageKey ?? null };
}
