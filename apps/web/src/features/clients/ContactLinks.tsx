import { Anchor, Text } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';

/** The icon says 'tap to call' or 'tap to email' at a glance; the number or address stays the name. */
const ICON_STYLE = { verticalAlign: '-3px', marginRight: 4 } as const;

/** Digits and a leading + only: what a phone dials. */
const dialable = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '');

/** A phone number a supervisor on site can tap to call. */
export function PhoneLink({ phone, size = 'sm' }: { phone: string | null; size?: TextProps['size'] }) {
  if (!phone) return null;
  return (
    <Anchor href={`tel:${dialable(phone)}`} size={size} style={{ whiteSpace: 'nowrap' }}>
      <IconPhone size={16} aria-hidden style={ICON_STYLE} />
      {phone}
    </Anchor>
  );
}

export function EmailLink({ email, size = 'sm' }: { email: string | null; size?: TextProps['size'] }) {
  if (!email) return null;
  return (
    <Anchor href={`mailto:${email}`} size={size} style={{ wordBreak: 'break-all' }}>
      <IconMail size={16} aria-hidden style={ICON_STYLE} />
      {email}
    </Anchor>
  );
}

/** A dash for a value that was not given, read out as 'not given'. */
export function NotGiven() {
  return (
    <Text span c="dimmed" size="sm" aria-label="not given">
      —
    </Text>
  );
}
