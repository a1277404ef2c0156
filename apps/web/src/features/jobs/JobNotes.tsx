import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { JOB_MESSAGES, JOB_NOTE_MAX } from '@hivis/contracts';
import type { TJob } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { addJobNote, useCompanyTimeZone } from './jobs-api';
import { formatZoned } from './zoned-time';

/** The job's notes, oldest first like a conversation, and a box to add one. */
export function JobNotes({ job, onChanged }: { job: TJob; onChanged: (job: TJob) => void }) {
  const timeZone = useCompanyTimeZone();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addJobNote(job.id, { body }),
    onSuccess: (saved) => {
      setBody('');
      onChanged(saved);
    },
    onError: (error) => setFieldError(isApiError(error) && error.errors.body ? error.errors.body : errorMessage(error)),
  });

  return (
    <Stack gap="md">
      {job.jobNotes.length === 0 && <Text c="dimmed">No notes yet.</Text>}
      {job.jobNotes.map((note) => (
        <Paper key={note.id} withBorder p="sm" radius="md">
          <Text size="sm" c="dimmed">
            {note.authorName} · {formatZoned(note.createdOn, timeZone)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text>
        </Paper>
      ))}
      <form
        noValidate
        aria-label="Add a note"
        onSubmit={(event) => {
          event.preventDefault();
          if (!body.trim()) {
            setFieldError(JOB_MESSAGES.noteBody);
            return;
          }
          setFieldError(null);
          add.mutate();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="New note"
            size="md"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={JOB_NOTE_MAX}
            value={body}
            error={fieldError}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={add.isPending}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
