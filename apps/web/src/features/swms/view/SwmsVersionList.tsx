import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import type { TSwmsJobListVersion } from '@hivis/contracts';
import { formatDate } from '../../../ui/dates';

/** Each issued version: its PDF (VIEW, DOWNLOAD) and who signed it. */
export function SwmsVersionList({ versions, title }: { versions: TSwmsJobListVersion[]; title: string }) {
  return (
    <Stack gap="xs" component="ul" aria-label={`Versions of ${title}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {versions.map((version) => (
        <Paper key={version.version} component="li" withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600}>
                Version {version.version}, issued {formatDate(version.issuedAt)}
              </Text>
              <Group gap="xs">
                <Button
                  component="a"
                  href={version.file?.inlineUrl}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  size="md"
                  leftSection={<IconEye size={18} aria-hidden />}
                  disabled={!version.file}
                  aria-label={`View version ${version.version} of ${title}`}
                >
                  VIEW
                </Button>
                <Button
                  component="a"
                  href={version.file?.url}
                  download
                  variant="default"
                  size="md"
                  leftSection={<IconDownload size={18} aria-hidden />}
                  disabled={!version.file}
                  aria-label={`Download version ${version.version} of ${title}`}
                >
                  DOWNLOAD
                </Button>
              </Group>
            </Group>
            <Text size="sm">
              {version.signatures.length === 0
                ? 'No signatures on this version yet.'
                : `Signed by ${version.signatures.map((signature) => `${signature.signerName} (${formatDate(signature.signedAt)})`).join(', ')}`}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
