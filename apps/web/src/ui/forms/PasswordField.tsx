import { PasswordInput } from '@mantine/core';
import type { PasswordInputProps } from '@mantine/core';

type TPasswordFieldProps = PasswordInputProps & { label: string };

/**
 * A password input whose show/hide button is reachable by keyboard and named after its field
 * ("Show confirm password"), so two of them on one form can be told apart.
 */
export function PasswordField({ label, ...props }: TPasswordFieldProps) {
  return (
    <PasswordInput
      label={label}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
      // Room for the 44 px toggle set in app.css.
      rightSectionWidth={48}
      // Mantine marks text inputs with an error as invalid, but not this one.
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
