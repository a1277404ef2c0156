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

/**
 * Spec 5, employee set-up: Next is enabled only when both policies are accepted and the
 * password and its confirmation are non-empty and equal after trimming.
 */
export function canCompleteSetup(values: Pick<TSetupFormValues, 'password' | 'confirmPassword' | 'ppAccepted' | 'tcAccepted'>): boolean {
  const password = values.password.trim();
  const confirm = values.confirmPassword.trim();
  return values.ppAccepted && values.tcAccepted && password !== '' && confirm !== '' && password === confirm;
}
