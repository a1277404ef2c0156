import { Button, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TAuditQuestionType } from '@hivis/contracts';
import { ActionPopover } from './ActionPopover';
import { QUESTION_MENU } from './question-types';

/** "Add question": the types grouped in spec 3's six families, each with what it asks for. */
export function AddQuestionMenu({ sectionName, onAdd }: { sectionName: string; onAdd: (type: TAuditQuestionType) => void }) {
  return (
    <ActionPopover
      width={320}
      target={(toggle) => (
        <Button variant="light" leftSection={<IconPlus aria-hidden size={18} />} w="fit-content" {...toggle}>
          Add question<span className="visually-hidden"> to {sectionName}</span>
        </Button>
      )}
    >
      {(close) =>
        QUESTION_MENU.map((family) => (
          <div key={family.label} role="group" aria-label={family.label}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
              {family.label}
            </Text>
            {family.types.map((item) => (
              <UnstyledButton
                key={item.type}
                onClick={() => {
                  close();
                  onAdd(item.type);
                }}
                px="sm"
                py={6}
                w="100%"
                className="audit-add-question"
                style={{ borderRadius: 4, display: 'block', minHeight: 44 }}
              >
                <Text size="sm" fw={600}>
                  {item.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.hint}
                </Text>
              </UnstyledButton>
            ))}
          </div>
        ))
      }
    </ActionPopover>
  );
}
