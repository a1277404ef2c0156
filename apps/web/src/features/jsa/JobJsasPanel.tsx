import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconDeviceMobile, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormSection } from '../../ui/forms/FormSection';
import { useJsaList, useJsaWords } from './jsa-api';
import { useJsasOnPhone } from './jsa-commands';
import type { TJsaJob } from './jsa-form-values';
import { jobJsasPath, jsaPath, newJsaForJobPath } from './jsa-paths';
import { signedWords, versionWords } from './jsa-words';

/*
 * On a job's page (the office's and the one read on site): the job's latest JSAs (task, version,
 * how many signed the current version), those saved on this phone first, and the way to write a
 * new one for this job. Loaded after the page (JobJsas.tsx).
 */

/** The latest few: the rest are one tap away, on the job's list. */
const SHOWN = 5;

type TJsaLine = { id: string; task: string; detail: string; onPhone: boolean };

export function JobJsasPanel({ job, canWrite }: { job: TJsaJob; canWrite: boolean }) {
  const words = useJsaWords();
  const list = useJsaList({ jobId: job.id, limit: SHOWN });
  const onPhone = useJsasOnPhone().filter((command) => command.meta?.jobId === job.id);
  const lines: TJsaLine[] = [
    ...onPhone.map((command) => ({
      id: command.meta?.jsaId ?? '',
      task: typeof command.body.task === 'string' ? command.body.task : command.label,
      detail: command.state === 'needs-attention' ? 'Not recorded: open it to see why' : 'Saved on this phone',
      onPhone: true,
    })),
    ...(list.data?.items ?? []).map((item) => ({
      id: item.id,
      task: item.task,
      detail: `${versionWords(item.version)} · ${signedWords(item.signedCount)}`,
      onPhone: false,
    })),
  ];

  return (
    <FormSection id="job-jsa" title={words.many}>
      {lines.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={`${words.many} of this job`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.map((line) => (
            <li key={line.id}>
              <Paper
                withBorder
                radius="md"
                component={Link}
                to={jsaPath(line.id)}
                p="sm"
                display="flex"
                mih={56}
                style={{ alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none' }}
              >
                <Stack gap={0} style={{ flexGrow: 1, minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {line.task}
                  </Text>
                  <Text size="sm" style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                    {line.onPhone && <IconDeviceMobile size={16} aria-hidden />}
                    {line.detail}
                  </Text>
                </Stack>
                <IconChevronRight aria-hidden style={{ flexShrink: 0 }} />
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      {list.isPending && list.fetchStatus === 'fetching' ? (
        <Loader size="sm" aria-label={`Loading the ${words.manyInText} of this job`} />
      ) : list.isError ? (
        <Text>
          The {words.manyInText} did not load: {errorMessage(list.error)}
        </Text>
      ) : list.isPending ? (
        <Text>You’re offline: this job’s {words.manyInText} show when you have signal.</Text>
      ) : (
        lines.length === 0 && <Text>No {words.one} for this job yet.</Text>
      )}
      <Group gap="sm">
        {canWrite && (
          <Button component={Link} to={newJsaForJobPath(job.id)} state={{ job }} size="lg" leftSection={<IconPlus size={22} aria-hidden />}>
            New {words.one}
          </Button>
        )}
        <Anchor component={Link} to={jobJsasPath(job.id)} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          All {words.manyInText} of this job
        </Anchor>
      </Group>
    </FormSection>
  );
}
