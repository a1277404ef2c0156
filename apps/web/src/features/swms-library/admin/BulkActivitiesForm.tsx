import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { SWMS_BULK_MAX } from '@hivis/contracts';
import type { TBulkWorkActivitiesInput, TLibraryActivity } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error';
import { FormProblem } from '../../../ui/forms/FormProblem';
import type { TActivityFormValues } from '../activity-editor/activity-form-values';
import { blankLibraryActivity, errorsUnder, formToLibraryInput, hazardWithError, validateLibraryActivity } from '../activity-editor-values';
import { ActivityEditor } from '../ActivityEditor';
import { useBulkAddWorkActivities } from '../library-api';
import { CHECK_FIELDS } from './LibraryActivityForm';

type TBulkActivitiesFormProps = {
  /** The scope part of the body, or null when the fields above the list are not filled in yet (they show their own errors). */
  scopeOf: () => Omit<TBulkWorkActivitiesInput, 'activities'> | null;
  /** Server errors that belong to the fields above the list (scopeId, tradeId, scopeName). */
  onScopeErrors: (errors: Record<string, string>) => void;
  onSaved: (activities: TLibraryActivity[]) => void;
};

/**
 * Several activities at once: one block each, the same editor as a single activity, one block
 * open at a time (a phone shows one form). Saved in one call, all or nothing; the server's
 * errors come back by row ("activities.2.hazards.0.risk") and land on that block.
 */
export function BulkActivitiesForm({ scopeOf, onScopeErrors, onSaved }: TBulkActivitiesFormProps) {
  const [blocks, setBlocks] = useState<TActivityFormValues[]>(() => [blankLibraryActivity()]);
  const [open, setOpen] = useState(0);
  const [openHazard, setOpenHazard] = useState<string | null>(blocks[0]?.hazards[0]?.uid ?? null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const bulk = useBulkAddWorkActivities();

  const errorsOf = (index: number): Record<string, string> => {
    const block = blocks[index];
    const live = checked && block ? validateLibraryActivity(block) : {};
    return { ...live, ...errorsUnder(serverErrors, `activities.${index}.`).fields };
  };
  const openBlock = (index: number) => {
    setOpen(index);
    const block = blocks[index];
    setOpenHazard(block ? hazardWithError(block, errorsOf(index)) : null);
  };
  const add = () => {
    setBlocks((current) => [...current, blankLibraryActivity()]);
    setOpen(blocks.length);
  };

  const submit = async () => {
    setChecked(true);
    setProblem(null);
    const scope = scopeOf();
    const firstBad = blocks.findIndex((block) => Object.keys(validateLibraryActivity(block)).length > 0);
    if (firstBad >= 0 || !scope) {
      setProblem(CHECK_FIELDS);
      if (firstBad >= 0) openBlock(firstBad);
      return;
    }
    try {
      onSaved((await bulk.mutateAsync({ ...scope, activities: blocks.map(formToLibraryInput) })).items);
    } catch (error) {
      if (!isApiError(error) || !error.hasFieldErrors) return setProblem(errorMessage(error));
      const { fields: rows, other } = errorsUnder(error.errors, 'activities.');
      setServerErrors(Object.fromEntries(Object.entries(rows).map(([path, message]) => [`activities.${path}`, message])));
      onScopeErrors(Object.fromEntries(Object.entries(error.errors).filter(([path]) => !path.startsWith('activities'))));
      setProblem(other.length > 0 ? other.join(' ') : CHECK_FIELDS);
      const badRow = Number(Object.keys(rows)[0]?.split('.')[0] ?? NaN);
      if (Number.isInteger(badRow)) setOpen(badRow);
    }
  };

  return (
    <Stack gap="md">
      {blocks.map((block, index) => {
        const errors = errorsOf(index);
        const hasErrors = Object.keys(errors).length > 0;
        const title = `Activity ${index + 1}${block.name.trim() ? `: ${block.name.trim()}` : ''}`;
        if (index !== open) {
          return (
            <Paper key={block.key} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700}>{title}</Text>
                <Group gap="xs">
                  {hasErrors && (
                    <Group gap={4} c="red.9">
                      <IconAlertTriangle size={18} aria-hidden />
                      <Text size="sm" fw={600}>
                        Needs attention
                      </Text>
                    </Group>
                  )}
                  <Button
                    variant="light"
                    size="md"
                    leftSection={<IconPencil size={20} aria-hidden />}
                    onClick={() => openBlock(index)}
                    aria-label={`Open ${title}`}
                  >
                    Open
                  </Button>
                  <Button
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    size="md"
                    onClick={() => {
                      setBlocks(blocks.filter((_, position) => position !== index));
                      if (index < open) setOpen(open - 1);
                      setServerErrors({});
                    }}
                    aria-label={`Remove ${title}`}
                  >
                    <IconTrash size={20} aria-hidden />
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        }
        return (
          <Paper key={block.key} withBorder radius="md" p={{ base: 'xs', sm: 'md' }} bg="var(--mantine-color-gray-0)">
            <Stack gap="md">
              <Text fw={700} size="lg">
                {title}
              </Text>
              <ActivityEditor
                values={block}
                onChange={(next) => {
                  setBlocks(blocks.map((item, position) => (position === index ? next : item)));
                  setServerErrors({});
                }}
                errors={errors}
                openHazard={openHazard}
                onOpenHazard={setOpenHazard}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        size="md"
        leftSection={<IconPlus size={20} aria-hidden />}
        onClick={add}
        disabled={blocks.length >= SWMS_BULK_MAX}
        style={{ alignSelf: 'flex-start' }}
      >
        Add another activity
      </Button>
      <FormProblem title="Nothing was saved" problem={problem} />
      <Group justify="flex-end">
        <Button size="md" loading={bulk.isPending} onClick={() => void submit()} disabled={blocks.length === 0}>
          Save {blocks.length} {blocks.length === 1 ? 'activity' : 'activities'}
        </Button>
      </Group>
    </Stack>
  );
}
