import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TAuditAction } from '@hivis/contracts';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { FilesAnswer } from '../do/answers/FilesAnswer';
import type { TAuditFileStore } from '../do/answers/answer-props';
import type { TAuditFile } from '../do/audit-in-progress-db';
import { queueActionDone } from './actions-api';

/*
 * Marking an action done on site: a photo of the fix (the camera, or the gallery; made smaller and
 * open to mark up, as an audit's photos are), what was done if worth saying, then Save as done.
 * It is queued in the device outbox, so it needs no signal: the card then says "Saved on this
 * phone" until it is sent. The photo is held here until then, not kept on the phone: a reload
 * before Save as done asks for it again.
 */

const PHOTO_NEEDED = 'Please add a photo of the fix.';

export function MarkDoneForm({ action, onClose }: { action: TAuditAction; onClose: () => void }) {
  const labelId = useId();
  const problemId = useId();
  const [ids, setIds] = useState<readonly string[]>([]);
  const [files, setFiles] = useState<TAuditFile[]>([]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The audit screen's photo buttons keep their photos in a store; this one holds them in memory.
  const store = useMemo<TAuditFileStore>(
    () => ({
      files,
      keep: async (file) => setFiles((before) => [...before.filter((each) => each.id !== file.id), { ...file, auditKey: `action:${action.id}` }]),
      drop: async (id) => setFiles((before) => before.filter((each) => each.id !== id)),
    }),
    [files, action.id],
  );
  const photo = files.find((file) => file.id === ids[0]);
  const save = useMutation({
    // Queued on the phone, not sent: it works with no signal (the outbox sends it when it can).
    networkMode: 'always',
    mutationFn: (fix: TAuditFile) => queueActionDone(action, fix, note),
    onSuccess: onClose,
    // Queuing fails only when the phone cannot store it (storage full, signed out meanwhile).
    onError: () => setProblem('It was not saved on this phone. Please try again.'),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(photo ? null : PHOTO_NEEDED);
    if (photo) save.mutate(photo);
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text id={labelId} fw={600}>
            Photo of the fix
          </Text>
          <FilesAnswer
            kind="photo"
            ids={ids}
            onChange={(change) => {
              setIds(change);
              setProblem(null);
            }}
            max={1}
            store={store}
            labelId={labelId}
            errorId={problem ? problemId : undefined}
          />
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
            <Text id={problemId} size="sm" c="red.9" role="alert">
              {problem}
            </Text>
          )}
          <Button type="submit" size="lg" leftSection={<IconCircleCheck size={22} aria-hidden />} loading={save.isPending}>
            Save as done
          </Button>
          <Button variant="default" size="lg" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
