/*
 * Writes a form's draft a moment after the person stops typing, not on every key: each write is
 * an IndexedDB transaction, and a phone typing fast should spend its time on the screen.
 * `flush` writes what is waiting at once (the page is going away or the form closes).
 */

export const DRAFT_WRITE_DELAY_MS = 500;

export type TDraftWriter<Values> = {
  /** The form now holds these values; written after the delay unless more typing comes first. */
  schedule: (values: Values) => void;
  /** Writes the waiting values now, if any. */
  flush: () => void;
  /** Drops the waiting values: the form was saved or its typing thrown away. */
  cancel: () => void;
};

export function createDraftWriter<Values>(write: (values: Values) => void, delayMs = DRAFT_WRITE_DELAY_MS): TDraftWriter<Values> {
  let waiting: { values: Values } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    stopTimer();
    if (!waiting) return;
    const { values } = waiting;
    waiting = null;
    write(values);
  };
  return {
    schedule(values) {
      waiting = { values };
      stopTimer();
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      stopTimer();
      waiting = null;
    },
  };
}
