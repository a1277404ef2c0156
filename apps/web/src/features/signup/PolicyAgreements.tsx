import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { CheckboxProps } from '@mantine/core';

function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Anchor>
  );
}

/** The two agreements every new account gives: the form's checkbox props for each (getInputProps with type checkbox). */
export function PolicyAgreements({ privacy, terms }: { privacy: CheckboxProps; terms: CheckboxProps }) {
  return (
    <Stack gap="sm">
      <Checkbox
        size="md"
        required
        label={
          <>
            I agree to the <PolicyLink to="/privacy-policy">Privacy Policy</PolicyLink>
          </>
        }
        {...privacy}
      />
      <Checkbox
        size="md"
        required
        label={
          <>
            I agree to the <PolicyLink to="/terms">Terms</PolicyLink>
          </>
        }
        {...terms}
      />
    </Stack>
  );
}
