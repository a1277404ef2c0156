import { Anchor, Button, FileButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useFileInfo } from '../../../api/files-api';
import { RetryUpload, UploadProgress } from '../../../ui/files/UploadProgress';
import { useFileUpload } from '../../../ui/files/useFileUpload';

export type TSubstanceValues = { key: string; substance: string; fileId: string | null };
export type TLinksValues = { substances: TSubstanceValues[] };

/** Kinds the server accepts for a safety data sheet (files.ts: pdf, image, document). */
const SDS_ACCEPT = 'application/pdf,image/*,.doc,.docx,.txt';

type TSubstanceRowProps = { form: UseFormReturnType<TLinksValues>; index: number; onRemove: () => void };

/** One hazardous substance: its name and its safety data sheet, uploaded as soon as it is chosen. */
export function SubstanceRow({ form, index, onRemove }: TSubstanceRowProps) {
  const row = form.getValues().substances[index];
  const file = useFileInfo(row?.fileId ?? null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sds = useFileUpload('sds_msds');
  if (!row) return null;
  const name = row.substance.trim() || `Substance ${index + 1}`;
  const upload = async (chosen: File | null) => {
    if (!chosen) return;
    setProblem(null);
    setUploading(true);
    try {
      const stored = await sds.upload(chosen);
      form.setFieldValue(`substances.${index}.fileId`, stored.id);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const fileError = form.errors[`substances.${index}.fileId`];
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="sm">
        <TextInput
          label="Substance or product"
          description="As named on the label, e.g. ‘Sikaflex-11FC sealant’."
          size="md"
          maxLength={200}
          autoComplete="off"
          {...form.getInputProps(`substances.${index}.substance`)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Safety data sheet (SDS)
          </Text>
          {row.fileId ? (
            <Text size="sm">
              {file.data ? (
                <Anchor href={file.data.inlineUrl} target="_blank" rel="noopener">
                  {file.data.name}
                </Anchor>
              ) : file.isError ? (
                'Uploaded (the name could not be loaded).'
              ) : (
                'Uploaded.'
              )}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Not uploaded yet. Ask the supplier or download it from their website.
            </Text>
          )}
          <UploadProgress progress={sds.progress} name={`the SDS of ${name}`} />
          {(problem ?? fileError) && (
            <Text size="sm" c="red.8" role="alert">
              {problem ?? fileError}
            </Text>
          )}
          {problem && <RetryUpload failed={sds.failed} onRetry={(again) => void upload(again)} />}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={(chosen) => void upload(chosen)} accept={SDS_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="md"
                leftSection={<IconFileUpload size={20} aria-hidden />}
                loading={uploading}
                aria-label={`${row.fileId ? 'Replace' : 'Upload'} the SDS of ${name}`}
              >
                {row.fileId ? 'Replace the SDS' : 'Upload the SDS'}
              </Button>
            )}
          </FileButton>
          <Button variant="subtle" color="red" size="md" leftSection={<IconTrash size={20} aria-hidden />} onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
