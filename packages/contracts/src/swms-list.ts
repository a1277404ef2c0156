import { z } from 'zod';
import { ZPageQuerySchema, pageOf } from './pagination.js';

/*
 * GET /api/v3/swms: the company's SWMS across every job, newest activity first (the later of the
 * last save and the last sign-on), so an owner sees at once which SWMS exist and who signed them.
 */

export const SWMS_STATUS_LABELS = { draft: 'Draft', issued: 'Issued' } as const;
export const ZSwmsStatusSchema = z.enum(['draft', 'issued'], { error: 'Status must be draft or issued.' });
export type TSwmsStatus = z.infer<typeof ZSwmsStatusSchema>;

// GET /api/v3/swms?page=&take=&search=&status=
export const ZSwmsCompanyListQuerySchema = ZPageQuerySchema.extend({
  /** Finds the text in the SWMS title, the job title or the job number. */
  search: z.string().trim().max(100, 'Search can be at most 100 characters.').optional(),
  status: ZSwmsStatusSchema.optional(),
});
export type TSwmsCompanyListQuery = z.output<typeof ZSwmsCompanyListQuerySchema>;
export type TSwmsCompanyListQueryInput = z.input<typeof ZSwmsCompanyListQuerySchema>;

/** The job a listed SWMS is for: enough to name it and to open its SWMS. */
export const ZSwmsListJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  jobNumber: z.string().nullable(),
  projectId: z.string(),
  worksiteId: z.string(),
  projectName: z.string(),
  worksiteName: z.string(),
});
export type TSwmsListJob = z.infer<typeof ZSwmsListJobSchema>;

export const ZSwmsCompanyListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: ZSwmsStatusSchema,
  /** The latest issued version; 0 while a draft. */
  currentVersion: z.number().int(),
  editedSinceIssue: z.boolean(),
  /** Last saved (a builder step, Generate). */
  updatedAt: z.string(),
  /** The later of the last save and the last sign-on: what the list is sorted by. */
  lastActivityAt: z.string(),
  /** People who signed the current version. */
  signedCount: z.number().int(),
  job: ZSwmsListJobSchema,
});
export type TSwmsCompanyListItem = z.infer<typeof ZSwmsCompanyListItemSchema>;

export const ZSwmsCompanyListSchema = pageOf(ZSwmsCompanyListItemSchema);
export type TSwmsCompanyList = z.infer<typeof ZSwmsCompanyListSchema>;
