/** The set-up form's values as the person fills them in. */
export type TSetupFormValues = {
  firstName: string;
  lastName: string;
  accountSetupToken: string;
  password: string;
  confirmPassword: string;
  ppAccepted: boolean;
  tcAccepted: boolean;
};

type TSetupChecks = Pick<TSetupFormValues, 'password' | 'confirmPassword' | 'ppAccepted' | 'tcAccepted'>;

/**
 * Spec 5, employee set-up: Next is enabled only when both policies are accepted and the
 * password and its confirmation are non-empty and equal after trimming. This names the first
 * condition still missing, in the order of the form, so a grey Next says why; null when ready.
 */
export function missingSetupStep(values: TSetupChecks): string | null {
  const password = values.password.trim();
  const confirm = values.confirmPassword.trim();
  if (password === '') return 'Choose a password to continue.';
  if (confirm === '') return 'Type the password again in Confirm password to continue.';
  if (password !== confirm) return 'The two passwords are different: type the same one in both.';
  if (!values.ppAccepted) return 'Tick “I accept the Privacy Policy” to continue.';
  if (!values.tcAccepted) return 'Tick “I accept the Terms and Conditions” to continue.';
  return null;
}

export function canCompleteSetup(values: TSetupChecks): boolean {
  return missingSetupStep(values) === null;
}
