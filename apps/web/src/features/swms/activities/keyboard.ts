import type { KeyboardEvent } from 'react';

/**
 * The step screens are one form whose Enter means "Save and continue". A search box or a list
 * field inside it must not save the step when someone presses Enter to finish typing.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent): void {
  if (event.key === 'Enter') event.preventDefault();
}
