import { useState } from 'react';
import type { TChecklistAnswer } from './use-sign-checklist';

export type TSignStep = 'closed' | 'checklist' | 'pad';

/** Why nothing was saved when the phone's storage refused the signature. */
const NOT_SAVED = 'This phone could not save your signature. Please free some space or leave private browsing, then sign again.';

/**
 * SIGN's steps, shared by the app's Section 6 (SignFlow.tsx) and a signing link's page
 * (link-pages/swms/LinkSignFlow.tsx): the checklist, then the pad, then the signature saved on the
 * phone by `queue`. `wanted` turns true at the first SIGN, for a page that loads the steps' code
 * only then; a refused save keeps the pad open with the reason.
 */
export function useSignSteps(queue: (answer: TChecklistAnswer, png: Blob) => Promise<unknown>) {
  const [step, setStep] = useState<TSignStep>('closed');
  const [answer, setAnswer] = useState<TChecklistAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const close = () => {
    setStep('closed');
    setProblem(null);
  };
  const open = () => {
    setWanted(true);
    setStep('checklist');
  };
  const continueWith = (value: TChecklistAnswer) => {
    setAnswer(value);
    setStep('pad');
  };
  const save = async (png: Blob) => {
    if (!answer) return;
    setSaving(true);
    try {
      await queue(answer, png);
      close();
    } catch {
      // IndexedDB refused (a private window, a full phone): nothing was saved, so say so here.
      setProblem(NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };
  return { step, wanted, saving, problem, open, close, continueWith, save };
}
