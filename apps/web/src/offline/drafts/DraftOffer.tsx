import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { DRAFT_DAYS, restoreQuestion } from './drafts';

type TDraftOfferProps = {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
};

/** The question at the top of a form that has a draft on this device: Restore fills the form, Discard forgets it. */
export function DraftOffer({ savedAt, onRestore, onDiscard }: TDraftOfferProps) {
  return (
    <Alert color="blue" variant="light" icon={<IconHistory aria-hidden />} title={restoreQuestion(savedAt)} role="region">
      {/* Says what each button does: a supervisor should not have to guess whether Discard deletes the saved record. */}
      <Text size="sm">
        You left this form without saving. Restore puts your typing back; Discard throws it away. Unsaved typing is kept on this device for {DRAFT_DAYS} days.
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="md" onClick={onRestore}>
          Restore
        </Button>
        <Button size="md" variant="default" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Alert>
  );
}
