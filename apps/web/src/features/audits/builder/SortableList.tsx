import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';

/** What an item gives its drag handle: the handle's ref and its pointer and keyboard listeners. */
export type TDragHandle = {
  setActivator: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
};

type TSortableListProps = {
  ids: string[];
  onMove: (from: number, to: number) => void;
  /** The item's name in what a screen reader hears while it moves ('question 3, Gate locked?'). */
  nameOf: (id: string) => string;
  renderItem: (id: string, index: number, handle: TDragHandle) => ReactNode;
};

const INSTRUCTIONS =
  'To move it, press space or enter, then the up and down arrow keys. Press space or enter again to drop it there, or escape to put it back.';

/**
 * A list reordered by dragging its items' handles (dnd-kit), with the mouse, a finger or the
 * keyboard, and said aloud to screen readers as it moves. The menu's Move up and Move down do the
 * same for anyone who prefers them.
 */
export function SortableList({ ids, onMove, nameOf, renderItem }: TSortableListProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle on a phone is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: INSTRUCTIONS },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}.`,
          onDragOver: ({ active, over }) => (over ? `${nameOf(String(active.id))} is now at place ${position(over.id)} of ${ids.length}.` : undefined),
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(String(active.id))} dropped at place ${position(over.id)} of ${ids.length}.` : `${nameOf(String(active.id))} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled; it is back where it was.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((id, index) => (
          <SortableItem key={id} id={id}>
            {(handle) => renderItem(id, index, handle)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: (handle: TDragHandle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined };
  return (
    <div ref={setNodeRef} style={style}>
      {children({ setActivator: setActivatorNodeRef, attributes, listeners })}
    </div>
  );
}

/** The grip an item is dragged by: a 44 px target, named for what it moves. */
export function DragHandle({ handle, label }: { handle: TDragHandle; label: string }) {
  const { setActivator, attributes, listeners } = handle;
  return (
    <ActionIcon
      ref={setActivator}
      {...attributes}
      {...listeners}
      variant="subtle"
      color="gray"
      size={44}
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      <IconGripVertical aria-hidden size={22} />
    </ActionIcon>
  );
}
