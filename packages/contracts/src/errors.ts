import { z } from 'zod';

/** Every error the API answers has this body. errors maps a field name to its message. */
export const ZErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** EDIT_CONFLICT (edits.ts): the record as it is now, saved by someone else. */
  current: z.unknown().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBodySchema>;
