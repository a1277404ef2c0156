import type { UseFormReturnType } from '@mantine/form';
import type { ReactElement } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getStoredAuth } from '../../api/auth-storage';
import { reportError } from '../../ui/report-error';
import { LeaveDialog } from '../../ui/forms/LeaveDialog';
import { useLeaveGuard } from '../../ui/forms/useLeaveGuard';
import type { TDeviceId } from '../../ui/forms/useDeviceId';
import { createDraftWriter } from './draft-writer';
import { DraftOffer } from './DraftOffer';
import { forgetDraft, keepDraft, pruneDrafts, readDraft, sameValues } from './drafts';
import type { TDraftAddress } from './drafts';

type TFormDraftOptions = {
  /** Which form: 'worksite', 'project.client', 'swms.pc-details'. One name per form, kept stable. */
  form: string;
  /** The record an edit form changes (a draft of one site is never offered on another); none to create. */
  recordId?: string | null;
  /** False while the form cannot be changed (an archived record): nothing is kept or asked. */
  enabled?: boolean;
  /** A create form's device-made record id (useDeviceId): kept with the draft and taken back on restore. */
  deviceId?: TDeviceId;
};

export type TFormDraft = {
  /** The offer to restore a draft, and the leave dialog: render it once, at the top of the form. */
  prompt: ReactElement;
  /**
   * Wraps the form's save: while it runs, the screen may move on (a save's onSuccess often
   * navigates) without asking, and once it succeeds the draft goes.
   */
  saveWith: <Args extends unknown[], Result>(save: (...args: Args) => Promise<Result>) => (...args: Args) => Promise<Result>;
  /** Call when the save succeeded: the draft goes, and leaving no longer asks. */
  saved: () => void;
  /** Call when the person chose to throw the typing away (Cancel): the same, without saving. */
  discarded: () => void;
};

type TOffer = { savedAt: number; values: Record<string, unknown>; deviceId?: string };

let prunedThisVisit = false;

/** A device that refuses storage (private browsing, a full disk) still has a working form. */
const reportFailure = (error: unknown) => reportError({ event: 'form-draft-storage', level: 'warning', error });

const LEAVE_TEXT = 'Your changes are not saved yet. They stay on this device, and this form offers them back when you return.';

/**
 * Keeps what a person types into a form on the device as they type, offers it back when they
 * return ("Restore what you typed on 26/11 at 10:42?"), and asks before they leave the form
 * with unsaved changes. One call per form:
 *
 *   const draft = useFormDraft(form, { form: 'worksite', recordId: worksite?.id });
 *   <form onSubmit={onSubmit(draft.saveWith(save.mutateAsync))}>{draft.prompt}…</form>
 */
export function useFormDraft<Values>(
  form: UseFormReturnType<Values>,
  { form: formName, recordId = null, enabled = true, deviceId }: TFormDraftOptions,
): TFormDraft {
  // Drafts are per person: read once, as a form opens. No one signed in, nothing kept.
  const [userId] = useState(() => getStoredAuth()?.id ?? null);
  const address = useMemo<TDraftAddress | null>(() => (userId && enabled ? { userId, form: formName, recordId } : null), [userId, enabled, formName, recordId]);
  const [offer, setOffer] = useState<TOffer | null>(null);

  // The values the form opened with: until they change, nothing the person typed is there to keep.
  const values = form.getValues();
  const dirty = form.isDirty();
  const [openedWith] = useState(values);
  // The values at the last saved()/discarded(); typing again after a save makes the form unsaved again.
  // Compared by value: a form that puts the saved record back into its fields has not been typed in.
  const [settledAt, setSettledAt] = useState<Values | null>(null);
  const typed = address !== null && dirty && !sameValues(values, openedWith) && (settledAt === null || !sameValues(values, settledAt));
  // Read by the leave guard when someone leaves, which may be in the same tick as a save.
  const unsaved = useRef(false);
  useEffect(() => {
    unsaved.current = typed;
  }, [typed]);

  // The typing goes with the create form's record id as it is then (restoring a draft takes its id back).
  const writer = useMemo(
    () =>
      createDraftWriter<{ values: Values; deviceId?: string }>((typed) => {
        if (address) void keepDraft(address, typed.values, { deviceId: typed.deviceId }).catch(reportFailure);
      }),
    [address],
  );
  const newRecordId = deviceId?.id;

  // Offer the draft kept from last time, unless it would fill the form just as it is.
  useEffect(() => {
    if (!address) return;
    let current = true;
    if (!prunedThisVisit) {
      prunedThisVisit = true;
      void pruneDrafts().catch(reportFailure);
    }
    readDraft(address)
      .then((draft) => {
        if (current && draft && !sameValues(draft.values, openedWith)) setOffer({ savedAt: draft.savedAt, values: draft.values, deviceId: draft.deviceId });
      })
      .catch(reportFailure);
    return () => {
      current = false;
    };
  }, [address, openedWith]);

  // Keep the typing: a moment after each change, and at once when the page or the form goes away.
  useEffect(() => {
    if (!address || values === openedWith || values === settledAt) return;
    if (typed) writer.schedule({ values, deviceId: newRecordId });
    else {
      // Typed back to how the form opened: there is nothing to offer next time.
      writer.cancel();
      void forgetDraft(address).catch(reportFailure);
    }
  }, [address, values, openedWith, settledAt, typed, writer, newRecordId]);
  useEffect(() => {
    // A phone switching apps only says 'hidden', and may never come back; a reload or a closed
    // tab says beforeunload first, while the page can still finish a write.
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    window.addEventListener('beforeunload', writer.flush);
    window.addEventListener('pagehide', writer.flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('beforeunload', writer.flush);
      window.removeEventListener('pagehide', writer.flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      writer.flush();
    };
  }, [writer]);

  // A save on its way: the screen it opens when done is not leaving unsaved.
  const saving = useRef(false);
  const isUnsaved = useCallback(() => unsaved.current && !saving.current, []);
  const blocker = useLeaveGuard(isUnsaved);

  const settle = useCallback(() => {
    // What the form holds now is what was saved (or deliberately dropped): no longer "changed".
    form.resetDirty();
    setSettledAt(form.getValues());
    unsaved.current = false;
    writer.cancel();
    setOffer(null);
    if (address) void forgetDraft(address).catch(reportFailure);
  }, [address, form, writer]);

  const saveWith =
    <Args extends unknown[], Result>(save: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      saving.current = true;
      try {
        const result = await save(...args);
        settle();
        return result;
      } finally {
        saving.current = false;
      }
    };

  const restore = () => {
    if (!offer) return;
    form.setValues(offer.values as Partial<Values>);
    // The record the first save (maybe answered, maybe not) was sent for: saving again finds it.
    if (offer.deviceId) deviceId?.adopt(offer.deviceId);
    setOffer(null);
  };
  const discardOffer = () => {
    setOffer(null);
    // What is in the form now is kept if it was typed; the old draft goes.
    if (address && !unsaved.current) void forgetDraft(address).catch(reportFailure);
  };

  const prompt = (
    <>
      {offer && <DraftOffer savedAt={offer.savedAt} onRestore={restore} onDiscard={discardOffer} />}
      <LeaveDialog blocker={blocker} text={LEAVE_TEXT} />
    </>
  );
  return { prompt, saveWith, saved: settle, discarded: settle };
}
