import { Stack, TextInput } from '@mantine/core';
import type { TRespondent } from './audit-in-progress-db';

/*
 * Who is answering, asked on the last step of an audit done through a web link: the person has no
 * account, so the office knows them only by what they type here. The third field is never seen by
 * a person (off screen, out of the tab order); a script that fills every field fills it, and the
 * server then refuses the audit.
 */

type TRespondentFieldsProps = {
  respondent: TRespondent;
  problems: { name?: string; email?: string };
  onChange: (respondent: TRespondent) => void;
};

export const RESPONDENT_NAME_ID = 'respondent-name';

export function RespondentFields({ respondent, problems, onChange }: TRespondentFieldsProps) {
  return (
    <Stack gap="sm">
      <TextInput
        id={RESPONDENT_NAME_ID}
        label="Your name"
        required
        size="md"
        autoComplete="name"
        value={respondent.name}
        error={problems.name}
        onChange={(event) => onChange({ ...respondent, name: event.currentTarget.value })}
      />
      <TextInput
        label="Your email (optional)"
        description="For the company to reach you about this audit."
        type="email"
        size="md"
        autoComplete="email"
        inputMode="email"
        value={respondent.email}
        error={problems.email}
        onChange={(event) => onChange({ ...respondent, email: event.currentTarget.value })}
      />
      <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={respondent.website}
            onChange={(event) => onChange({ ...respondent, website: event.currentTarget.value })}
          />
        </label>
      </div>
    </Stack>
  );
}
