import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export const SIGNUP_STEPS = ['PURCHASE', 'CREATE ACCOUNT', 'COMPANY'] as const;

type TStepsProps = {
  /** Index of the step being done now; earlier steps show as done. */
  active: number;
  /** Steps shown as done whatever the active one (the purchase-complete page). */
  done?: number[];
};

/** The sign-up's 3-step indicator (spec 2.5): an ordered list, the current step marked for screen readers. */
export function SignupSteps({ active, done = [] }: TStepsProps) {
  return (
    <Box component="nav" aria-label="Sign-up steps">
      <Group component="ol" gap="xs" wrap="nowrap" justify="space-between" m={0} p={0} style={{ listStyle: 'none' }}>
        {SIGNUP_STEPS.map((label, index) => {
          const isDone = index < active || done.includes(index);
          const isActive = index === active && !isDone;
          return (
            <Group
              component="li"
              key={label}
              gap={6}
              wrap="nowrap"
              aria-current={isActive ? 'step' : undefined}
              style={{
                flex: 1,
                minWidth: 0,
                borderBottom: `4px solid ${isDone || isActive ? 'var(--mantine-color-orange-filled)' : 'var(--mantine-color-gray-4)'}`,
                paddingBottom: 6,
              }}
            >
              <ThemeIcon size={28} radius="xl" color={isDone || isActive ? 'orange' : 'gray.7'} variant={isActive || isDone ? 'filled' : 'outline'} aria-hidden>
                {isDone ? (
                  <IconCheck size={18} />
                ) : (
                  <Text fw={700} fz="sm">
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text fz={{ base: 11, sm: 'sm' }} fw={isActive ? 800 : 600} c={isDone || isActive ? undefined : 'gray.7'} style={{ lineHeight: 1.2 }}>
                {label}
                <span className="visually-hidden">{isDone ? ' (done)' : isActive ? ' (current step)' : ''}</span>
              </Text>
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}
