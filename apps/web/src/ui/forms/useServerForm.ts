import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ApiError, isApiError } from '../../api/api-error';
import { applyServerErrors } from './server-errors';

/** Said when the form's own checks stop a submit: the fields themselves say what is wrong. */
export const CHECK_FIELDS = 'Please check the fields marked in red.';

type TServerFormOptions<Values> = {
  /** The server fields shown on the form's fields; by default every field the form holds. */
  fields?: readonly string[] | ((values: Values) => readonly string[]);
  /** The summary when the form's own checks fail (none by default: the fields speak). */
  invalidMessage?: string;
  /** A changed value takes the summary away; the fields' own messages stay until checked again. */
  clearOnChange?: boolean;
  /** A server name that differs from the form's own (`{ clientId: 'client' }`). */
  fieldNames?: Record<string, string>;
};

/**
 * The one way a form saves: it clears the last problem, runs `save` with the checked values,
 * and on failure puts the server's field errors (400 `{ message, errors }`) on the fields and
 * the rest in the summary (FormProblem). `submitting` drives the button's loader.
 */
export function useServerForm<Values>(form: UseFormReturnType<Values>, options: TServerFormOptions<Values> = {}) {
  const [said, setSaid] = useState<{ problem: string | null; values: Values } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const setProblem = (problem: string | null) => setSaid({ problem, values: form.getValues() });
  // Values are replaced, never changed in place, so another object means a person has typed since.
  const stale = options.clearOnChange === true && said !== null && said.values !== form.getValues();
  const problem = stale ? null : (said?.problem ?? null);

  /** Shows a failure of a save made outside `onSubmit` the same way. */
  const fail = (error: unknown) => {
    const fields = typeof options.fields === 'function' ? options.fields(form.getValues()) : options.fields;
    setProblem(applyServerErrors(form, renameFields(error, options.fieldNames), fields));
  };

  const onSubmit =
    (save: (values: Values) => Promise<unknown> | undefined) =>
    (event?: FormEvent<HTMLFormElement>): void =>
      form.onSubmit(
        async (values) => {
          setProblem(null);
          setSubmitting(true);
          try {
            await save(values);
          } catch (error) {
            fail(error);
          } finally {
            setSubmitting(false);
          }
        },
        () => setProblem(options.invalidMessage ?? null),
      )(event);

  return { problem, setProblem, submitting, onSubmit, fail };
}

function renameFields(error: unknown, names: Record<string, string> | undefined): unknown {
  if (!names || !isApiError(error)) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [names[field] ?? field, message]));
  return new ApiError(error.status, error.code, error.message, errors);
}
