import type { UseFormReturnType } from '@mantine/form';
import type { TUpdateSwmsInput } from '@hivis/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error';
import { useFormDraft } from '../../../offline/drafts/useFormDraft';
import { useUpdateSwms } from '../swms-api';
import { useReviewReturn } from './review-return';

export const CHECK_FIELDS = 'Please check the fields marked in red.';

/** Does the form have this (dotted) field? Server paths name content parts the form may not show. */
function hasField(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * Puts the server's field errors (`content.principalContractor.abn`) on the form's fields
 * (`principalContractor.abn`) and answers what belongs in the step's alert, or null.
 */
export function showStepErrors<Values>(form: UseFormReturnType<Values>, error: unknown): string | null {
  if (!isApiError(error) || !error.hasFieldErrors) return errorMessage(error);
  const onFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  const values = form.getValues();
  for (const [field, message] of Object.entries(error.errors)) {
    const path = field.replace(/^content\./, '');
    if (hasField(values, path)) onFields[path] = message;
    else elsewhere.push(message);
  }
  form.setErrors((current) => ({ ...current, ...onFields }));
  return elsewhere.length > 0 ? elsewhere.join(' ') : Object.keys(onFields).length > 0 ? CHECK_FIELDS : null;
}

/**
 * Saves one builder step and opens the next screen (or the review, when the screen was opened from
 * there: review-return.ts). A failed save stays on the screen with what was typed, the message in
 * the step's alert and field errors on their fields. What is typed is kept on the device per step
 * and SWMS until the step is saved (`draftPrompt` offers it back).
 */
export function useStepSave<Values>(swmsId: string, form: UseFormReturnType<Values>, step: string) {
  const update = useUpdateSwms(swmsId);
  const draft = useFormDraft(form, { form: `swms.${step}`, recordId: swmsId });
  const navigate = useNavigate();
  const review = useReviewReturn();
  const [error, setError] = useState<string | null>(null);
  const save = async (body: TUpdateSwmsInput, nextRoute: string) => {
    setError(null);
    try {
      await draft.saveWith(update.mutateAsync)(body);
      void navigate(review.afterSave(nextRoute, swmsId));
    } catch (failure) {
      setError(showStepErrors(form, failure));
    }
  };
  return { save, busy: update.isPending, error, setError, draftPrompt: draft.prompt };
}
