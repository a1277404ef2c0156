import type { z } from 'zod';

/**
 * Checks form values with the same contract the server uses, so a person sees the server's
 * messages before sending. Paths are dotted ('address.suburb'), as Mantine's form keys them.
 */
export function validateWith(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
