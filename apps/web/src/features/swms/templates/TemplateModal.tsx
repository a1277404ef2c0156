import { Button, FileInput, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileUpload } from '@tabler/icons-react';
import { SWMS_TEMPLATE_EXTENSIONS, SWMS_TEMPLATE_HIDE_MAX, SWMS_TEMPLATE_MESSAGES, firstPages } from '@hivis/contracts';
import type { TSwmsTemplate } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error';
import { UploadProgress } from '../../../ui/files/UploadProgress';
import { useFileUpload } from '../../../ui/files/useFileUpload';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useCreateSwmsTemplate } from './templates-api';

type TTemplateValues = { name: string; file: File | null; hiddenPages: string; showJobDetails: boolean; showLegislation: boolean };

const HIDE_OPTIONS = Array.from({ length: SWMS_TEMPLATE_HIDE_MAX + 1 }, (_, count) => ({
  value: String(count),
  label: count === 0 ? 'Show every page' : `Hide the first ${count} page${count === 1 ? '' : 's'}`,
}));

type TTemplateModalProps = { opened: boolean; onClose: () => void; onCreated: (template: TSwmsTemplate) => void };

/**
 * Create a SWMS template: a name, the company's own file (a PDF is merged into the SWMS, other
 * files are kept with it), how many first pages of the PDF to leave out, and what the generated
 * part shows. The file is uploaded on Create; upload errors show under the file field.
 */
export function TemplateModal({ opened, onClose, onCreated }: TTemplateModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const create = useCreateSwmsTemplate();
  const [uploading, setUploading] = useState(false);
  const templateUpload = useFileUpload('swms_template_pdf');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TTemplateValues>({
    mode: 'controlled',
    initialValues: { name: '', file: null, hiddenPages: '0', showJobDetails: true, showLegislation: true },
    validate: {
      name: (value) => (value.trim() ? null : SWMS_TEMPLATE_MESSAGES.name),
      file: (value) => (value ? null : SWMS_TEMPLATE_MESSAGES.file),
    },
  });
  const close = () => {
    form.reset();
    setProblem(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    if (!values.file) return;
    setProblem(null);
    setUploading(true);
    let fileId: string;
    try {
      fileId = (await templateUpload.upload(values.file)).id;
    } catch (error) {
      // The server's own words (wrong kind, too large) belong under the file field.
      form.setFieldError('file', isApiError(error) ? (error.errors.file ?? errorMessage(error)) : errorMessage(error));
      setUploading(false);
      return;
    }
    setUploading(false);
    try {
      const template = await create.mutateAsync({
        name: values.name,
        fileId,
        hidePages: firstPages(Number(values.hiddenPages)),
        showJobDetails: values.showJobDetails,
        showLegislation: values.showLegislation,
      });
      form.reset();
      onCreated(template);
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) {
        const { name, fileId: fileProblem, hidePages } = error.errors;
        form.setErrors({ name, file: fileProblem, hiddenPages: hidePages ?? error.errors['hidePages.0'] });
      } else {
        setProblem(errorMessage(error));
      }
    }
  });
  const busy = uploading || create.isPending;
  return (
    <Modal opened={opened} onClose={close} title="Create a SWMS template" size="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        aria-label="Create a SWMS template"
        onSubmit={(event) => {
          // The modal sits in a portal inside the step's own form: React would bubble this submit to it.
          event.stopPropagation();
          submit(event);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Use your own cover pages, forms or company rules. A PDF is added to the end of the SWMS; a Word, text or zip file is kept with the SWMS and listed
            in it.
          </Text>
          <TextInput label="Template name" required size="md" maxLength={120} autoComplete="off" {...form.getInputProps('name')} />
          <FileInput
            label="Template file"
            description={`Accepted: ${SWMS_TEMPLATE_EXTENSIONS.join(' ')} (up to 25 MB)`}
            required
            clearable
            size="md"
            accept={SWMS_TEMPLATE_EXTENSIONS.join(',')}
            leftSection={<IconFileUpload size={20} aria-hidden />}
            {...form.getInputProps('file')}
          />
          <UploadProgress progress={templateUpload.progress} name="the template file" />
          <Select
            label="Hidden first pages"
            description="Pages of the PDF left out of the SWMS, such as an old cover page."
            size="md"
            data={HIDE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('hiddenPages')}
          />
          <Switch size="md" label="Show the business and job details" {...form.getInputProps('showJobDetails', { type: 'checkbox' })} />
          <Switch size="md" label="Show the legislation and codes of practice" {...form.getInputProps('showLegislation', { type: 'checkbox' })} />
          <FormProblem title="The template was not created" problem={problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="md" loading={busy}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
