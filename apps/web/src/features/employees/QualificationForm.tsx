import { Anchor, Button, FileInput, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { QUALIFICATION_KINDS, QUALIFICATION_KIND_LABELS, ZQualificationInputSchema } from '@hivis/contracts';
import type { TQualification, TQualificationInput } from '@hivis/contracts';
import { useState } from 'react';
import { UploadProgress } from '../../ui/files/UploadProgress';
import { useFileUpload } from '../../ui/files/useFileUpload';
import { FormProblem } from '../../ui/forms/FormProblem';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { validateWith } from '../../ui/forms/form-validation';

type TLicenceValues = { kind: string; name: string; licenceNumber: string; issuer: string; issuedOn: string; expiresOn: string };
const FIELDS = ['kind', 'name', 'licenceNumber', 'issuer', 'issuedOn', 'expiresOn', 'fileId'] as const;
const KIND_OPTIONS = [
  { value: '', label: 'Choose…', disabled: true },
  ...QUALIFICATION_KINDS.map((kind) => ({ value: kind, label: QUALIFICATION_KIND_LABELS[kind] })),
];

const valuesOf = (licence: TQualification | null): TLicenceValues => ({
  kind: licence?.kind ?? '',
  name: licence?.name ?? '',
  licenceNumber: licence?.licenceNumber ?? '',
  issuer: licence?.issuer ?? '',
  issuedOn: licence?.issuedOn ?? '',
  expiresOn: licence?.expiresOn ?? '',
});

const payloadOf = (values: TLicenceValues, fileId: string | null): TQualificationInput => ({
  ...values,
  kind: values.kind as TQualificationInput['kind'],
  fileId,
});

type TQualificationFormProps = {
  licence: TQualification | null;
  onSubmit: (payload: TQualificationInput) => Promise<TQualification>;
  onSaved: (saved: TQualification) => void;
  onCancel: () => void;
};

/** A licence or ticket: kind, name, number, issuer, dates, and a photo or PDF of the card. */
export function QualificationForm({ licence, onSubmit, onSaved, onCancel }: TQualificationFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const copyUpload = useFileUpload('qualification_file');
  const form = useForm<TLicenceValues>({
    mode: 'controlled',
    initialValues: valuesOf(licence),
    validate: (values) => validateWith(ZQualificationInputSchema, payloadOf(values, null)),
  });
  const { problem, submitting, onSubmit: submitWith } = useServerForm(form, { fields: FIELDS, clearOnChange: true, invalidMessage: CHECK_FIELDS });

  const save = useMutation({
    mutationFn: async (values: TLicenceValues) => {
      // The copy is uploaded first; a failed save leaves an unattached file, which nobody sees.
      const fileId = file ? (await copyUpload.upload(file)).id : (licence?.file?.id ?? null);
      return onSubmit(payloadOf(values, fileId));
    },
    onSuccess: onSaved,
  });

  return (
    <form noValidate aria-label={licence ? 'Edit licence' : 'Add licence'} onSubmit={submitWith(save.mutateAsync)}>
      <Stack gap="md">
        <NativeSelect label="Kind" required size="md" data={KIND_OPTIONS} {...form.getInputProps('kind')} />
        <TextInput label="Licence name" description="e.g. Forklift (LF), Electrician, Senior first aid" required size="md" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Licence number" size="md" {...form.getInputProps('licenceNumber')} />
          <TextInput label="Issued by" size="md" {...form.getInputProps('issuer')} />
          <TextInput label="Issued on" type="date" size="md" {...form.getInputProps('issuedOn')} />
          <TextInput label="Expires on" description="Leave empty if it does not expire." type="date" size="md" {...form.getInputProps('expiresOn')} />
        </SimpleGrid>
        <FileInput
          label="Copy of the licence"
          description="A photo or PDF, up to 15 MB."
          accept="application/pdf,image/*"
          size="md"
          clearable
          leftSection={<IconPaperclip size={18} aria-hidden />}
          value={file}
          onChange={setFile}
          error={form.errors.fileId}
          placeholder={licence?.file ? 'Keep the current copy' : 'Choose a file'}
        />
        <UploadProgress progress={copyUpload.progress} name="the copy of the licence" />
        {licence?.file && !file && (
          <Text size="sm">
            Current copy:{' '}
            <Anchor href={licence.file.inlineUrl} target="_blank" rel="noreferrer">
              view
            </Anchor>
          </Text>
        )}
        <FormProblem title="The licence was not saved" problem={problem} />
        <Group>
          <Button type="submit" size="md" loading={submitting} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
            Save licence
          </Button>
          <Button variant="default" size="md" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
