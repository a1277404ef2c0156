import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconPencil } from '@tabler/icons-react';

type TActionDoneOrEditButtonsProps = { canClose: boolean; canEdit: boolean; onChoose: (form: 'done' | 'edit') => void };

/**
 * A corrective action's two buttons (an audit's, an incident's): "Mark done" for whoever it was
 * given to, "Edit" for whoever gives actions. Side by side where they fit; one under the other in
 * a narrow card, never cut off.
 */
export function ActionDoneOrEditButtons({ canClose, canEdit, onChoose }: TActionDoneOrEditButtonsProps) {
  if (!canClose && !canEdit) return null;
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      {canClose && (
        <Button size="lg" leftSection={<IconCircleCheck size={22} aria-hidden />} onClick={() => onChoose('done')}>
          Mark done
        </Button>
      )}
      {canEdit && (
        <Button size="lg" variant="default" leftSection={<IconPencil size={22} aria-hidden />} onClick={() => onChoose('edit')}>
          Edit
        </Button>
      )}
    </Group>
  );
}
