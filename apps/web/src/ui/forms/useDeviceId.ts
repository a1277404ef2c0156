import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';

/** A create form's record id, made on the device; `adopt` takes the id a restored draft was typed under. */
export type TDeviceId = { id: string; adopt: (id: string) => void };

/**
 * The id of the record a create form makes, made on the device (UUID v7) once, when the form
 * opens. Every send of the form carries it, so a double tap or a retry after a lost answer
 * creates one record: the server answers the copies with the record it already made. The form's
 * draft keeps the id with the typing (useFormDraft's `deviceId`), so a form restored after a
 * reload sends the id its first save was sent with.
 */
export function useDeviceId(): TDeviceId {
  const [id, setId] = useState(() => uuidv7());
  return { id, adopt: setId };
}
