import { Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { SWMS_PRE_START_TALK_OPTIONS, SWMS_SIGN_CHECKLIST } from '@hivis/contracts';
import type { TSwmsChecklistCode, TSwmsPreStartTalk } from '@hivis/contracts';
import { TodaysTalkLine } from '../../prestart-talks/TodaysTalkLine';
import { useSignChecklist } from './use-sign-checklist';
import type { TChecklistAnswer } from './use-sign-checklist';

export type { TChecklistAnswer } from './use-sign-checklist';

type TSignChecklistModalProps = {
  opened: boolean;
  onClose: () => void;
  onContinue: (answer: TChecklistAnswer) => void;
  /** The SWMS's job: its pre-start talk of today, when there was one, is named under the choices. */
  jobId?: string;
};

/** The form's state starts empty each time the modal opens (spec 5: checks reset every time). */
function ChecklistForm({ onClose, onContinue, jobId }: Omit<TSignChecklistModalProps, 'opened'>) {
  // Signed in: the register names the person from their account, so no name is asked.
  const { ticked, setTicked, talk, setTalk, errors, submit } = useSignChecklist(false, onContinue);
  return (
    <form noValidate onSubmit={submit} aria-label="Sign SWMS checklist">
      <Stack gap="md">
        <Text>Before you sign, confirm each of these.</Text>
        <Checkbox.Group label="I confirm that" required value={ticked} onChange={(value) => setTicked(value as TSwmsChecklistCode[])} error={errors.ticks}>
          <Stack gap="sm" mt="xs">
            {SWMS_SIGN_CHECKLIST.map((item) => (
              <Checkbox key={item.code} value={item.code} label={item.label} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group label="Pre-Start Talk" required value={talk} onChange={(value) => setTalk(value as TSwmsPreStartTalk)} error={errors.talk}>
          <Stack gap="sm" mt="xs">
            {SWMS_PRE_START_TALK_OPTIONS.map((option) => (
              <Radio key={option.code} value={option.code} label={option.label} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        {jobId && <TodaysTalkLine jobId={jobId} />}
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
export function SignChecklistModal({ opened, onClose, onContinue, jobId }: TSignChecklistModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sign SWMS" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* Mounted only while open, so every opening starts with nothing ticked. */}
      {opened && <ChecklistForm onClose={onClose} onContinue={onContinue} jobId={jobId} />}
    </Modal>
  );
}
