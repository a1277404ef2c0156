import { Button, Group, Stack, Text } from '@mantine/core';
import type { TLibraryActivity, TSaveWorkActivityInput } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error';
import { FormProblem } from '../../../ui/forms/FormProblem';
import type { TActivityFormValues } from '../activity-editor/activity-form-values';
import { errorsUnder, hazardWithError, toSaveInput, validateLibraryActivity } from '../activity-editor-values';
import { ActivityEditor, useActivityEditorState } from '../ActivityEditor';

export const CHECK_FIELDS = 'Please check the fields marked in red.';

type TLibraryActivityFormProps = {
  initial: TActivityFormValues;
  scopeId: string;
  /** "Carpentry · House framing": where the activity sits. */
  place: string;
  save: (input: TSaveWorkActivityInput) => Promise<TLibraryActivity>;
  saveLabel: string;
  busy: boolean;
  onSaved: (activity: TLibraryActivity) => void;
  onCancel: () => void;
};

/** The activity editor with its save and cancel: checked in the browser first, then the server's field errors on the fields. */
export function LibraryActivityForm({ initial, scopeId, place, save, saveLabel, busy, onSaved, onCancel }: TLibraryActivityFormProps) {
  const editor = useActivityEditorState(initial, validateLibraryActivity);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    editor.setChecked(true);
    setProblem(null);
    const found = validateLibraryActivity(editor.values);
    if (Object.keys(found).length > 0) {
      setProblem(CHECK_FIELDS);
      editor.setOpenHazard(hazardWithError(editor.values, found));
      return;
    }
    try {
      onSaved(await save(toSaveInput(editor.values, scopeId)));
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) {
        const { fields, other } = errorsUnder(error.errors, '');
        editor.setServerErrors(fields);
        editor.setOpenHazard(hazardWithError(editor.values, fields));
        setProblem(other.length > 0 ? other.join(' ') : CHECK_FIELDS);
      } else setProblem(errorMessage(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Text c="dimmed">{place}</Text>
        <ActivityEditor
          values={editor.values}
          onChange={editor.onChange}
          errors={editor.errors}
          openHazard={editor.openHazard}
          onOpenHazard={editor.setOpenHazard}
        />
        <FormProblem title="The activity was not saved" problem={problem} />
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" size="md" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={busy}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
