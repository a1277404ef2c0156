import { Anchor, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FILE_TYPE_RULES, ZJobSchema } from '@hivis/contracts';
import type { TJob, TJobFile } from '@hivis/contracts';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { PendingAttachments } from '../../offline/attachments/PendingAttachments';
import { AttachmentRefused, queueAttachment, useAttachmentSync, usePendingAttachments } from '../../offline/attachments/queue-attachment';
import { FormProblem } from '../../ui/forms/FormProblem';
import { notifySuccess } from '../../ui/notify';
import { removeJobFile, useCompanyTimeZone } from './jobs-api';
import { formatZoned, formatZonedDate } from './zoned-time';

const MAX_MB = Math.round(FILE_TYPE_RULES.job_file.maxBytes / (1024 * 1024));
const ACCEPT = 'application/pdf,image/*,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.txt,.csv,.zip';

const sizeLabel = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** When a photo was taken (the phone said), else the day the file was added. */
const fileTime = (file: TJobFile, timeZone: string) =>
  file.takenAt ? `taken ${formatZoned(file.takenAt, timeZone)}` : `added ${formatZonedDate(file.createdOn, timeZone)}`;

/**
 * Drawings, quotes and photos of the job: view, download, add, take off. An added file goes
 * through the device outbox (a photo made smaller first), so one taken with no signal arrives
 * when the signal does.
 */
export function JobFiles({ job, onChanged }: { job: TJob; onChanged: (job: TJob) => void }) {
  const timeZone = useCompanyTimeZone();
  const [problem, setProblem] = useState<string | null>(null);
  const filesPath = `/api/v3/job/${job.id}/files`;
  // Files waiting on this phone are shown below; "No files yet" would say otherwise.
  const waiting = usePendingAttachments(filesPath);
  const add = useMutation({
    // Queued on the phone, not sent: it works with no signal (the outbox sends it when it can).
    networkMode: 'always',
    mutationFn: (file: File) => queueAttachment({ fileType: 'job_file', file, path: filesPath, label: `${file.name} for ${job.title}` }),
    onMutate: () => setProblem(null),
    onError: (error) => setProblem(`The file was not added: ${error instanceof AttachmentRefused ? error.message : errorMessage(error)}`),
  });
  useAttachmentSync(
    filesPath,
    useCallback(
      (answer: unknown) => {
        const saved = ZJobSchema.safeParse(answer);
        if (saved.success) onChanged(saved.data);
        notifySuccess('File added.');
      },
      [onChanged],
    ),
  );
  const remove = useMutation({
    mutationFn: (file: TJobFile) => removeJobFile(job.id, file.fileId),
    onSuccess: (saved) => {
      onChanged(saved);
      notifySuccess('File removed.');
    },
    onError: (error) => setProblem(`The file was not removed: ${errorMessage(error)}`),
  });
  const askRemove = (file: TJobFile) =>
    modals.openConfirmModal({
      title: 'Remove this file?',
      children: <Text>{file.name} will be taken off this job.</Text>,
      labels: { confirm: 'Remove file', cancel: 'Keep it' },
      confirmProps: { color: 'red', size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => remove.mutate(file),
    });

  return (
    <Stack gap="md">
      {job.files.length === 0 && waiting.length === 0 && <Text c="dimmed">No files yet. Add drawings, quotes or photos the crew needs.</Text>}
      {job.files.map((file) => (
        <Paper key={file.fileId} withBorder p="sm" radius="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                href={file.inlineUrl}
                target="_blank"
                rel="noopener"
                fw={600}
                style={{ overflowWrap: 'anywhere', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
              >
                {file.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {sizeLabel(file.size)} · {fileTime(file, timeZone)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button component="a" href={file.url} variant="default" leftSection={<IconDownload size={18} aria-hidden />} aria-label={`Download ${file.name}`}>
                Download
              </Button>
              <Button
                variant="default"
                c="red.9"
                leftSection={<IconTrash size={18} aria-hidden />}
                aria-label={`Remove ${file.name}`}
                onClick={() => askRemove(file)}
              >
                Remove
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <PendingAttachments path={filesPath} noun="file" />
      <FormProblem title="Files" problem={problem} />
      <Group gap="sm" align="center">
        <FileButton onChange={(file) => file && add.mutate(file)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} size="md" variant="light" leftSection={<IconPaperclip size={20} aria-hidden />} loading={add.isPending}>
              Add a file
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          PDF, photo, Word, Excel or PowerPoint, up to {MAX_MB} MB.
        </Text>
      </Group>
    </Stack>
  );
}
