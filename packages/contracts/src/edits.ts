import { z } from 'zod';

/*
 * An edit of a record someone else changed meanwhile is not saved over theirs without a word. The
 * form sends `basedOn`, the record's `updatedOn` as the form opened it; when the record has been
 * saved since, the server answers 409 EDIT_CONFLICT with the record as it is now (`current`), and
 * the person chooses which version to keep. Optional, so a call without it saves as before.
 */

export const EDIT_CONFLICT = 'EDIT_CONFLICT';

export const EDIT_MESSAGES = {
  conflict: 'Someone else saved changes to this while you were editing. Choose which version to keep.',
  basedOn: 'Please send the version the changes were based on as a date and time.',
} as const;

export const ZEditBaseSchema = z.object({
  basedOn: z.iso.datetime({ offset: true, error: EDIT_MESSAGES.basedOn }).optional(),
});
export type TEditBase = z.input<typeof ZEditBaseSchema>;

/** An edit body: the record's own fields and, optionally, the version they were based on. */
export function withEditBase<T extends z.ZodType>(schema: T) {
  return ZEditBaseSchema.and(schema);
}
