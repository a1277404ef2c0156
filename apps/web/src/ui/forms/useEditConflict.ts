import { EDIT_CONFLICT } from '@hivis/contracts';
import type { TEditBase } from '@hivis/contracts';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error';

export type TEditConflict<Saved> = {
  /**
   * Runs the save with the version the edit is based on; when someone else saved the record
   * since, the save still fails (the form says so) and `theirs` holds the record as it is now.
   */
  send: <Result>(save: (base: TEditBase) => Promise<Result>) => Promise<Result>;
  /** The record as someone else saved it meanwhile, while the person chooses; else null. */
  theirs: Saved | null;
  /** The person keeps their changes: the next save is based on the version they were shown. */
  keepMine: () => void;
  /** The person takes the saved version: answers it (to put in the form), and later saves are based on it. */
  takeTheirs: () => Saved | null;
  /** The choice is put off (or made elsewhere): the dialog closes. */
  close: () => void;
};

/**
 * The edit side of contracts edits.ts for one form: the version it opened (`opened.updatedOn`),
 * and the record someone else saved meanwhile when a save crosses theirs. Show it with
 * EditConflictDialog; a create (no record yet) sends no version.
 */
export function useEditConflict<Saved extends { updatedOn: string }>(opened: Saved | null | undefined, schema: z.ZodType<Saved>): TEditConflict<Saved> {
  // Read when a save runs, not drawn: a ref, so "keep mine" then an immediate save sends the new one.
  const basedOn = useRef(opened?.updatedOn);
  const [theirs, setTheirs] = useState<Saved | null>(null);
  const send: TEditConflict<Saved>['send'] = async (save) => {
    try {
      return await save(basedOn.current ? { basedOn: basedOn.current } : {});
    } catch (error) {
      if (error instanceof ApiError && error.code === EDIT_CONFLICT) {
        const current = schema.safeParse(error.current);
        if (current.success) setTheirs(current.data);
      }
      throw error;
    }
  };
  const keepMine = () => {
    if (theirs) basedOn.current = theirs.updatedOn;
    setTheirs(null);
  };
  const takeTheirs = () => {
    keepMine();
    return theirs;
  };
  return { send, theirs, keepMine, takeTheirs, close: () => setTheirs(null) };
}
