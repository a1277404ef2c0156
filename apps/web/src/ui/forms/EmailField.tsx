import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';

/**
 * An email address input: the phone keyboard with @, and no auto-capitalising or spell-check,
 * which would otherwise change what a person types on a phone.
 */
export function EmailField({ label = 'Email address', ...props }: TextInputProps) {
  return <TextInput label={label} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...props} />;
}
