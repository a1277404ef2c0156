import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFile, IconPhone } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TJobView } from '@hivis/contracts';
import { useState } from 'react';
import { apiRequest } from '../../api/client';
import { errorMessage, isApiError } from '../../api/api-error';
import { formatDate, formatTime } from '../../ui/dates';
import { notifySuccess } from '../../ui/notify';
import { MapLink } from '../worksites/MapLink';
import { useRefreshJobView } from './assignments-api';

/** Where the job is: the address, a map link and the people to ring, each a big tap-to-call link. */
export function SiteSection({ site }: { site: TJobView['site'] }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>{site.name}</Text>
      {site.address && <Text>{site.address}</Text>}
      {site.geo && <MapLink geo={site.geo} siteName={site.name} label="Open in maps" />}
      {site.contacts.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>Site contacts</Text>
          {site.contacts.map((contact) => (
            <Group key={`${contact.name}-${contact.phone ?? ''}`} gap="xs" wrap="wrap">
              <Text>
                {contact.name}
                {contact.role ? ` (${contact.role})` : ''}
              </Text>
              {contact.phone && (
                <Button
                  component="a"
                  href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                  variant="light"
                  size="md"
                  leftSection={<IconPhone size={18} aria-hidden />}
                  aria-label={`Call ${contact.name} on ${contact.phone}`}
                >
                  {contact.phone}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Scope, description and the job's own notes, as the office wrote them. */
export function WorkSection({ job }: { job: TJobView }) {
  const parts = [
    { label: 'Scope of work', text: job.scope },
    { label: 'Description', text: job.description },
    { label: 'Instructions', text: job.notes },
  ].filter((part) => part.text);
  if (parts.length === 0) return <Text>No description yet. Ask the office if you are unsure what to do.</Text>;
  return (
    <Stack gap="sm">
      {parts.map((part) => (
        <Stack key={part.label} gap={2}>
          <Text fw={600}>{part.label}</Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{part.text}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** Notes on the job, newest first, and writing one (through the jobs module's notes call). */
export function NotesSection({ job }: { job: TJobView }) {
  const refreshJobView = useRefreshJobView();
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => apiRequest(`/api/v3/job/${job.id}/notes`, { method: 'POST', body: { body } }),
    onSuccess: async () => {
      setBody('');
      notifySuccess('Note added.');
      await refreshJobView(job.id);
    },
  });
  const fieldError = add.isError ? (isApiError(add.error) ? (add.error.errors.body ?? add.error.message) : errorMessage(add.error)) : null;
  return (
    <Stack gap="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="Add a note"
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
            error={fieldError}
            size="md"
          />
          <Group>
            <Button type="submit" size="md" loading={add.isPending} disabled={body.trim() === ''}>
              Save note
            </Button>
          </Group>
        </Stack>
      </form>
      {job.jobNotes.length === 0 ? (
        <Text c="dimmed">No notes yet.</Text>
      ) : (
        job.jobNotes.map((note) => (
          <Stack key={note.id} gap={2}>
            <Text size="sm" c="dimmed">
              {note.author}, {formatDate(note.createdOn)} {formatTime(note.createdOn)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text>
          </Stack>
        ))
      )}
    </Stack>
  );
}

export function FilesSection({ files }: { files: TJobView['files'] }) {
  if (files.length === 0) return <Text c="dimmed">No files on this job.</Text>;
  return (
    <Stack gap={4}>
      {files.map((file) => (
        <Anchor
          key={file.id}
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}
        >
          <IconFile size={20} aria-hidden />
          {file.name}
        </Anchor>
      ))}
    </Stack>
  );
}
