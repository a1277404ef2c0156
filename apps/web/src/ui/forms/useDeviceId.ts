import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';

/**
 * The id of the record a create form makes, made on the device (UUID v7) once, when the form
 * opens. Every send of the form carries it, so a double tap or a retry after a lost answer
 * creates one record: the server answers the copies with the record it already made.
 */
export function useDeviceId(): string {
  const [id] = useState(() => uuidv7());
  return id;
}
