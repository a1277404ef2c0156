import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** How far an upload has got ("Uploading 45%"), while it runs. */
export function UploadProgress({ progress, name }: { progress: number | null; name: string }) {
  if (progress === null) return null;
  return (
    <Stack gap={4}>
      <Progress value={progress} size="lg" aria-label={`Uploading ${name}`} />
      <Text size="sm" aria-live="polite">
        Uploading {progress}%
      </Text>
    </Stack>
  );
}

/** After an upload failed: send the same file again, without choosing it again. */
export function RetryUpload({ failed, onRetry }: { failed: File | null; onRetry: (file: File) => void }) {
  if (!failed) return null;
  return (
    <Group>
      <Button variant="default" size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => onRetry(failed)}>
        Try again
      </Button>
    </Group>
  );
}
