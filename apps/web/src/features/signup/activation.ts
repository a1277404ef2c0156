import { ACTIVATION_ERRORS } from '@hivis/contracts';
import type { TActivationError } from '@hivis/contracts';

export type TActivationView = { title: string; message: string; alreadyActive: boolean };

export const ACTIVATION_FAILED_TITLE = 'Activation failed!';
export const ACTIVATION_FAILED_MESSAGE = 'Your email has not been successfully confirmed. Please contact support or try again later.';

const isKnownCode = (code: string): code is TActivationError => Object.hasOwn(ACTIVATION_ERRORS, code);

/** The activation-failed page's title and text for the ?error= code (spec 8). */
export function activationView(code: string | null | undefined): TActivationView {
  const value = (code ?? '').trim();
  if (value === 'ALREADY_ACTIVE') {
    return { title: 'Already activated', message: ACTIVATION_ERRORS.ALREADY_ACTIVE, alreadyActive: true };
  }
  if (isKnownCode(value)) return { title: ACTIVATION_FAILED_TITLE, message: ACTIVATION_ERRORS[value], alreadyActive: false };
  return { title: ACTIVATION_FAILED_TITLE, message: ACTIVATION_FAILED_MESSAGE, alreadyActive: false };
}
