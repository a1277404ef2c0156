import { Alert, Button, Group, List, Progress, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { IMPORT_LIST_PATHS } from '@hivis/contracts';
import type { TImportKind, TImportMode, TImportPreview, TImportResult } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error';
import { runImport, useRefreshAll } from './data-import-api';

type TRun =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number | null }
  | { state: 'done'; result: TImportResult }
  | { state: 'failed'; message: string; problems: string[] };

const MAX_SHOWN_PROBLEMS = 20;

/** 'rows.12.Email' → 'Row 12, Email: …', as the preview table says it. */
function problemLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.errors).flatMap(([key, message]) => {
    const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(key);
    if (!match) return [];
    return [`Row ${match[1]}${match[2] ? `, ${match[2]}` : ''}: ${message}`];
  });
}

const importLabel = (rows: number) => `Import ${rows.toLocaleString('en-AU')} ${rows === 1 ? 'row' : 'rows'}`;

const LIST_NAMES: Record<TImportKind, string> = {
  employees: 'Employees',
  clients: 'Clients & Contacts',
  contacts: 'Clients & Contacts',
  worksites: 'Worksites',
};

/** Step 4: all or nothing, or only the good rows; a real progress bar while it saves; the outcome. */
export function ImportRunner({ kind, csv, preview, onAgain }: { kind: TImportKind; csv: string; preview: TImportPreview; onAgain: () => void }) {
  const refreshAll = useRefreshAll();
  const [mode, setMode] = useState<TImportMode>(preview.bad > 0 ? 'good-rows' : 'all-or-nothing');
  const [run, setRun] = useState<TRun>({ state: 'idle' });
  const nothingGood = preview.good === 0;

  async function start() {
    setRun({ state: 'running', done: 0, total: null });
    try {
      const result = await runImport(kind, csv, mode, (done, total) => setRun({ state: 'running', done, total }));
      // Every list of records may now be out of date.
      refreshAll();
      setRun({ state: 'done', result });
    } catch (error) {
      setRun({ state: 'failed', message: errorMessage(error), problems: problemLines(error) });
    }
  }

  if (run.state === 'done') {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Import finished" role="status">
        <Stack gap="sm">
          <Text>{run.result.message}</Text>
          <Group gap="sm">
            <Button component={Link} to={IMPORT_LIST_PATHS[kind]} size="md">
              Open {LIST_NAMES[kind]}
            </Button>
            <Button variant="default" size="md" onClick={onAgain}>
              Import another file
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const running = run.state === 'running';
  const percent = running && run.total ? Math.round((run.done / run.total) * 100) : 0;
  return (
    <Stack gap="md">
      {preview.bad > 0 && !nothingGood ? (
        <Radio.Group label="How to import" value={mode} onChange={(value) => setMode(value as TImportMode)} size="md">
          <Stack gap="sm" mt="xs">
            <Radio
              value="good-rows"
              label={`Import the ${preview.good.toLocaleString('en-AU')} good ${preview.good === 1 ? 'row' : 'rows'}`}
              description="Rows with problems are left out. Fix them in the file and import them later."
              disabled={running}
            />
            <Radio
              value="all-or-nothing"
              label="Import only if every row is good"
              description="If any row has a problem, nothing is saved."
              disabled={running}
            />
          </Stack>
        </Radio.Group>
      ) : null}
      {nothingGood ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          No row can be imported yet: fix the problems above in the file, then check it again.
        </Alert>
      ) : (
        <Group>
          <Button size="md" leftSection={<IconUpload size={20} aria-hidden />} loading={running} onClick={() => void start()}>
            {importLabel(preview.bad === 0 || mode === 'all-or-nothing' ? preview.total : preview.good)}
          </Button>
        </Group>
      )}
      {running && (
        <Stack gap={6}>
          <Progress
            value={run.total ? percent : 100}
            striped={!run.total}
            animated={!run.total}
            size="xl"
            aria-label="Import progress"
            aria-valuetext={run.total ? `${run.done} of ${run.total} saved` : 'Checking the rows again'}
          />
          <Text size="sm" aria-live="polite">
            {run.total ? `Saved ${run.done.toLocaleString('en-AU')} of ${run.total.toLocaleString('en-AU')}…` : 'Checking every row again before saving…'}
          </Text>
        </Stack>
      )}
      {run.state === 'failed' && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Import stopped" role="alert">
          <Text size="sm">{run.message}</Text>
          {run.problems.length > 0 && (
            <List size="sm" mt="xs">
              {run.problems.slice(0, MAX_SHOWN_PROBLEMS).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
