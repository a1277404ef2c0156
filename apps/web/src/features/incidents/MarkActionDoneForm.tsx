import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TIncidentAction } from '@hivis/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { queueActionDone } from './incident-commands';

/*
 * Marking a corrective action done on site, by the person it was given to: what was done, if worth
 * saying, then Save as done. It is queued in the device outbox, so it needs no signal: the card
 * then says "Saved on this phone" until it is sent.
 */

export function MarkActionDoneForm({ incidentId, action, onClose }: { incidentId: string; action: TIncidentAction; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      await queueActionDone(incidentId, action, note);
      onClose();
    } catch {
      // Queuing fails only when the phone cannot store it (storage full, signed out meanwhile).
      setProblem('It was not saved on this phone. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Mark the action done">
        <Stack gap="sm">
          <Textarea
            label="What was done (optional)"
            size="md"
            autosize
            minRows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {problem && (
            <Text size="sm" c="red.9" role="alert">
              {problem}
            </Text>
          )}
          <Button type="submit" size="lg" leftSection={<IconCircleCheck size={22} aria-hidden />} loading={saving}>
            Save as done
          </Button>
          <Button variant="default" size="lg" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
