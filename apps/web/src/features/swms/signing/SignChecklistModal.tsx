import { Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { SWMS_PRE_START_TALK_OPTIONS, SWMS_SIGN_CHECKLIST, SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import type { TSwmsChecklistCode, TSwmsPreStartTalk } from '@hivis/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';

export type TChecklistAnswer = { preStartTalk: TSwmsPreStartTalk; signerName: string };

type TSignChecklistModalProps = {
  opened: boolean;
  onClose: () => void;
  onContinue: (answer: TChecklistAnswer) => void;
  /** Signing through a link by someone the company does not know: ask their name too. */
  askName: boolean;
};

/** The form's state starts empty each time the modal opens (spec 5: checks reset every time). */
function ChecklistForm({ onClose, onContinue, askName }: Omit<TSignChecklistModalProps, 'opened'>) {
  const [ticked, setTicked] = useState<TSwmsChecklistCode[]>([]);
  const [talk, setTalk] = useState<TSwmsPreStartTalk | null>(null);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const allTicked = ticked.length === SWMS_SIGN_CHECKLIST.length;
  const nameMissing = askName && name.trim() === '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!allTicked || !talk || nameMissing) return;
    onContinue({ preStartTalk: talk, signerName: name.trim() });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Sign SWMS checklist">
      <Stack gap="md">
        <Text>Before you sign, confirm each of these.</Text>
        {askName && (
          <TextInput
            label="Your full name"
            description="As it will appear in the sign-on register."
            required
            size="md"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={tried && nameMissing ? SWMS_SIGNING_MESSAGES.name : undefined}
            autoComplete="name"
            maxLength={120}
          />
        )}
        <Checkbox.Group
          label="I confirm that"
          required
          value={ticked}
          onChange={(value) => setTicked(value as TSwmsChecklistCode[])}
          error={tried && !allTicked ? 'Please tick every box to sign.' : undefined}
        >
          <Stack gap="sm" mt="xs">
            {SWMS_SIGN_CHECKLIST.map((item) => (
              <Checkbox key={item.code} value={item.code} label={item.label} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label="Pre-Start Talk"
          required
          value={talk}
          onChange={(value) => setTalk(value as TSwmsPreStartTalk)}
          error={tried && !talk ? 'Please choose one.' : undefined}
        >
          <Stack gap="sm" mt="xs">
            {SWMS_PRE_START_TALK_OPTIONS.map((option) => (
              <Radio key={option.code} value={option.code} label={option.label} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm" grow>
          <Button variant="default" size="lg" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="lg">
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Sign SWMS checklist (spec 5): six confirmations and one Pre-Start Talk option, all required. */
export function SignChecklistModal({ opened, onClose, onContinue, askName }: TSignChecklistModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sign SWMS" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* Mounted only while open, so every opening starts with nothing ticked. */}
      {opened && <ChecklistForm onClose={onClose} onContinue={onContinue} askName={askName} />}
    </Modal>
  );
}
