import { SWMS_SIGN_CHECKLIST, SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import type { TSwmsChecklistCode, TSwmsPreStartTalk } from '@hivis/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';

export type TChecklistAnswer = { preStartTalk: TSwmsPreStartTalk; signerName: string };

/**
 * The Sign SWMS checklist's state (spec 5): six confirmations, one Pre-Start Talk option and,
 * through a link by someone the company does not know, their name; all required. Shared by the
 * app's modal (SignChecklistModal.tsx) and a link page's dialog (link-pages/swms/). The errors
 * show once Continue has been tried; the state starts empty each time the form is mounted.
 */
export function useSignChecklist(askName: boolean, onContinue: (answer: TChecklistAnswer) => void) {
  const [ticked, setTicked] = useState<TSwmsChecklistCode[]>([]);
  const [talk, setTalk] = useState<TSwmsPreStartTalk | null>(null);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const allTicked = ticked.length === SWMS_SIGN_CHECKLIST.length;
  const nameMissing = askName && name.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!allTicked || !talk || nameMissing) return;
    onContinue({ preStartTalk: talk, signerName: name.trim() });
  };
  const errors = {
    name: tried && nameMissing ? SWMS_SIGNING_MESSAGES.name : undefined,
    ticks: tried && !allTicked ? 'Please tick every box to sign.' : undefined,
    talk: tried && !talk ? 'Please choose one.' : undefined,
  };
  return { ticked, setTicked, talk, setTalk, name, setName, errors, submit };
}
