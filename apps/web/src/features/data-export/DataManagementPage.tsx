import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileImport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { EXPORT_FILES } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { FormSection } from '../../ui/forms/FormSection';
import { LinkCard } from '../../ui/LinkCard';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { downloadCompanyExport } from './data-export-api';
import type { TDownloadProgress } from './data-export-api';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** /data-management: every record of the company as CSV files in one ZIP, and the way to import. */
export function DataManagementPage() {
  const [progress, setProgress] = useState<TDownloadProgress | null>(null);
  const download = useMutation({
    mutationFn: () => downloadCompanyExport(setProgress),
    onMutate: () => setProgress({ received: 0, total: null }),
    onSuccess: (filename) => notifySuccess(`${filename} downloaded.`),
    onSettled: () => setProgress(null),
  });
  const known = progress?.total ? Math.round((progress.received / progress.total) * 100) : null;

  return (
    <Page title="Data Management">
      <FormSection id="export" title="Export your data">
        <Text>
          Download every record of your company as spreadsheet files (CSV) in one ZIP: to keep a copy, to move to other software, or for your accountant. The
          files open in Excel, Numbers and Google Sheets.
        </Text>
        <List size="sm" spacing={4} aria-label="Files in the ZIP">
          {EXPORT_FILES.map((file) => (
            <List.Item key={file.name}>
              <Text span fw={700} size="sm">
                {file.name}
              </Text>
              {`: ${file.about}`}
            </List.Item>
          ))}
          <List.Item>
            <Text span fw={700} size="sm">
              README.txt
            </Text>
            : what each file holds and how dates are written.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Dates and times are given in UTC and in your company’s time zone. A large company’s export can take a minute; keep this page open until it is saved.
        </Text>
        <Group>
          <Button size="md" leftSection={<IconDownload size={20} aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
            Download all data (ZIP)
          </Button>
        </Group>
        {progress && (
          <Stack gap={6}>
            <Progress
              value={known ?? 100}
              striped={known === null}
              animated={known === null}
              size="xl"
              aria-label="Download progress"
              aria-valuetext={progress.received === 0 ? 'Preparing the files' : `${megabytes(progress.received)} received`}
            />
            <Text size="sm" aria-live="polite">
              {progress.received === 0
                ? 'Preparing the files…'
                : `${megabytes(progress.received)} received${progress.total ? ` of ${megabytes(progress.total)}` : ''}…`}
            </Text>
          </Stack>
        )}
        {download.isError && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The export was not downloaded" role="alert">
            {errorMessage(download.error)}
          </Alert>
        )}
      </FormSection>

      <FormSection id="import" title="Import data">
        <Text>Moving to HiVis? Add your employees, clients, contacts and worksites from a spreadsheet in one go.</Text>
        <LinkCard
          to="/import-data"
          title="Import Data"
          description="Upload a CSV file, see every problem before anything is saved, then import."
          icon={IconFileImport}
        />
      </FormSection>
    </Page>
  );
}
