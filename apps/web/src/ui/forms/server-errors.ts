import type { UseFormReturnType } from '@mantine/form';
import { errorMessage, isApiError } from '../../api/api-error';

/**
 * Whether a server field name ('address.suburb', 'siteContacts.0.name') names an input of these
 * values: a value one types or picks, not a group (an error on a whole group has no input to sit on).
 */
export function isFieldOf(values: unknown, field: string): boolean {
  let at: unknown = values;
  for (const part of field.split('.')) {
    if (typeof at !== 'object' || at === null || !(part in at)) return false;
    at = (at as Record<string, unknown>)[part];
  }
  const isGroup = (value: unknown) => typeof value === 'object' && value !== null && !(value instanceof Date);
  return Array.isArray(at) ? !at.some(isGroup) : !isGroup(at);
}

/**
 * Puts the server's field errors on the form's fields (spec 5: "server field errors are shown
 * on the fields") and answers the message that belongs in the form's alert, or null when every
 * error found its field. Without a list, every field the form holds takes its error.
 */
export function applyServerErrors<Values>(form: UseFormReturnType<Values>, error: unknown, fields?: readonly string[]): string | null {
  if (!isApiError(error) || !error.hasFieldErrors) return errorMessage(error);
  const values = form.getValues();
  const onFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(error.errors)) {
    if (fields ? fields.includes(field) : isFieldOf(values, field)) onFields[field] = message;
    else elsewhere.push(message);
  }
  form.setErrors((current) => ({ ...current, ...onFields }));
  return elsewhere.length > 0 ? elsewhere.join(' ') : null;
}
