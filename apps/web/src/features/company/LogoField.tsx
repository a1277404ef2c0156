import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { RetryUpload, UploadProgress } from '../../ui/files/UploadProgress';
import { useFileUpload } from '../../ui/files/useFileUpload';

export type TLogoValue = { id: string; url: string } | null;

/**
 * The company logo: uploaded at once as a company_logo file (the server checks it is an image),
 * so saving the form only sends its id. A preview shows what was picked.
 */
export function LogoField({ value, onChange, error }: { value: TLogoValue; onChange: (next: TLogoValue) => void; error?: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);

  const logoUpload = useFileUpload('company_logo');
  const upload = useMutation({
    mutationFn: logoUpload.upload,
    onMutate: () => setProblem(null),
    onSuccess: (uploaded, file) => {
      const url = URL.createObjectURL(file);
      setLocalUrl(url);
      onChange({ id: uploaded.id, url });
    },
    onError: (failure) => setProblem(errorMessage(failure)),
  });

  const shown = problem ?? error;
  return (
    <Stack gap={6}>
      <Text component="span" fw={500} size="sm" id="company-logo-label">
        Company logo (optional)
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={value?.url} alt={value ? 'Your company logo' : ''} size={72} radius="sm" color="gray">
          <IconPhoto aria-hidden />
        </Avatar>
        <Group gap="xs">
          <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={18} aria-hidden />}
                loading={upload.isPending}
                aria-describedby="company-logo-hint"
              >
                {value ? 'Change logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
        </Group>
      </Group>
      <UploadProgress progress={logoUpload.progress} name="company logo" />
      <Text size="sm" c="dimmed" id="company-logo-hint">
        PNG or JPEG up to 5 MB. It appears on your SWMS, reports and shared audit links.
      </Text>
      {shown && (
        <Text size="sm" c="red.8" role="alert">
          {shown}
        </Text>
      )}
      {problem && <RetryUpload failed={logoUpload.failed} onRetry={(file) => upload.mutate(file)} />}
    </Stack>
  );
}
