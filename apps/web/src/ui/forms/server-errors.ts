import type { UseFormReturnType } from '@mantine/form';
import { errorMessage, isApiError } from '../../api/api-error';

/**
 * Puts the server's field errors on the form's fields (spec 5: "server field errors are shown
 * on the fields") and answers the message that belongs in the form's alert, or null when every
 * error found its field.
 */
export function applyServerErrors<Values>(form: UseFormReturnType<Values>, error: unknown, fields: readonly string[]): string | null {
  if (!isApiError(error) || !error.hasFieldErrors) return errorMessage(error);
  const onFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(error.errors)) {
    if (fields.includes(field)) onFields[field] = message;
    else elsewhere.push(message);
  }
  form.setErrors((current) => ({ ...current, ...onFields }));
  return elsewhere.length > 0 ? elsewhere.join(' ') : null;
}
