import { FileButton, Button, Group, NativeSelect, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { TAuditQuestion } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useFileUpload } from '../../../ui/files/useFileUpload';
import { OptionsEditor } from './OptionsEditor';
import type { TBuilderForm } from './form-paths';
import { numberProps, questionPath } from './form-paths';

type TSettingsProps = { form: TBuilderForm; s: number; q: number; question: TAuditQuestion };

const TEXT_FORMATS = [
  { value: 'none', label: 'Any text' },
  { value: 'abn', label: 'ABN' },
  { value: 'phone', label: 'Phone number' },
  { value: 'percentage', label: 'Percentage' },
  { value: 'currency', label: 'Dollars and cents' },
];

/** Each type's own settings ("constraints"), in words a safety manager uses. */
export function QuestionSettings({ form, s, q, question }: TSettingsProps) {
  const at = (field: string) => `${questionPath(s, q)}.constraints.${field}`;
  switch (question.type) {
    case 'boolean':
      return <BooleanSettings form={form} s={s} q={q} question={question} />;
    case 'multi_radio':
    case 'multi_checklist':
    case 'multi_select':
      return <OptionsEditor form={form} s={s} q={q} question={question} />;
    case 'text':
      return (
        <Group gap="md" align="flex-end">
          <NativeSelect label="Answer format" data={TEXT_FORMATS} {...form.getInputProps(at('textFormat'))} w={{ base: '100%', sm: 220 }} />
          <Switch label="Several lines" {...form.getInputProps(at('multiline'), { type: 'checkbox' })} mb={8} />
        </Group>
      );
    case 'number':
      return (
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NumberInput label="Lowest allowed" {...numberProps(form, at('min'))} w={140} />
            <NumberInput label="Highest allowed" {...numberProps(form, at('max'))} w={140} />
            <NumberInput label="Decimal places" {...numberProps(form, at('decimals'))} w={140} min={0} max={6} allowDecimal={false} />
            <TextInput label="Unit (optional)" placeholder="m, kg, people" {...form.getInputProps(at('unit'))} w={140} maxLength={20} />
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NumberInput label="Fails below" {...numberProps(form, at('failBelow'))} w={140} />
            <NumberInput label="Fails above" {...numberProps(form, at('failAbove'))} w={140} />
          </Group>
        </Stack>
      );
    case 'slider':
      return (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NumberInput label="Lowest" {...numberProps(form, at('min'))} w={120} />
          <NumberInput label="Highest" {...numberProps(form, at('max'))} w={120} />
          <NumberInput label="Step" {...numberProps(form, at('step'))} w={120} min={0} />
        </Group>
      );
    case 'signature':
      return (
        <Stack gap="xs">
          <Switch label="The person agrees to terms by signing" {...form.getInputProps(at('signatureRequireTerms'), { type: 'checkbox' })} />
          {question.constraints.signatureRequireTerms && (
            <Textarea label="Terms" autosize minRows={2} {...form.getInputProps(`${questionPath(s, q)}.secondaryText`)} maxLength={2000} />
          )}
        </Stack>
      );
    case 'photo':
    case 'file':
      return (
        <NumberInput
          label={question.type === 'photo' ? 'Most photos' : 'Most files'}
          {...numberProps(form, at('maxFiles'))}
          w={140}
          min={1}
          max={20}
          allowDecimal={false}
        />
      );
    case 'show_file':
      return <ShownFile form={form} s={s} q={q} question={question} />;
    default:
      return (
        <Text size="sm" c="dimmed">
          {question.type === 'show_location' ? 'The phone’s position is recorded with how exact it is.' : 'No settings: the person answers on their phone.'}
        </Text>
      );
  }
}

function BooleanSettings({ form, s, q, question }: TSettingsProps) {
  const at = (field: string) => `${questionPath(s, q)}.constraints.${field}`;
  const safe = question.constraints.booleanStyle === 'safe_at_risk';
  const words = safe ? { yes: 'Safe', no: 'At risk' } : { yes: 'Yes', no: 'No' };
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Answers"
        value={question.constraints.booleanStyle ?? 'yes_no'}
        onChange={(value) => form.setFieldValue(at('booleanStyle'), value)}
        data={[
          { value: 'yes_no', label: 'Yes / No' },
          { value: 'safe_at_risk', label: 'Safe / At risk' },
        ]}
        w="fit-content"
      />
      <Switch label="Allow N/A" {...form.getInputProps(at('allowNa'), { type: 'checkbox' })} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Which answer fails"
          value={question.constraints.booleanFailsOn ?? ''}
          onChange={(event) => form.setFieldValue(at('booleanFailsOn'), event.currentTarget.value === '' ? null : event.currentTarget.value)}
          data={[
            { value: '', label: 'Neither' },
            { value: 'no', label: words.no },
            { value: 'yes', label: words.yes },
          ]}
          w={160}
        />
        <NumberInput label={`Points for ${words.yes}`} {...numberProps(form, at('booleanScores.yes'))} w={140} />
        <NumberInput label={`Points for ${words.no}`} {...numberProps(form, at('booleanScores.no'))} w={140} />
      </Group>
    </Stack>
  );
}

/** A show_file question's document: a PDF or picture uploaded here, shown to the person doing the audit. */
function ShownFile({ form, s, q, question }: TSettingsProps) {
  const upload = useFileUpload('audit_file');
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const error = form.errors[`${questionPath(s, q)}.constraints.fileId`];
  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    try {
      const stored = await upload.upload(file);
      form.setFieldValue(`${questionPath(s, q)}.constraints.fileId`, stored.id);
      setName(file.name);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={(file) => void choose(file)} accept="application/pdf,image/*">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload aria-hidden size={18} />} loading={upload.progress !== null}>
              {question.constraints.fileId ? 'Choose another document' : 'Choose the document'}
            </Button>
          )}
        </FileButton>
        <Text size="sm">{name ?? (question.constraints.fileId ? 'A document is attached.' : 'No document yet.')}</Text>
      </Group>
      {(problem ?? (typeof error === 'string' ? error : null)) && (
        <Text size="sm" c="red.8" role="alert">
          {problem ?? error}
        </Text>
      )}
      <Textarea label="Text shown with it (optional)" autosize minRows={2} {...form.getInputProps(`${questionPath(s, q)}.secondaryText`)} maxLength={2000} />
    </Stack>
  );
}
