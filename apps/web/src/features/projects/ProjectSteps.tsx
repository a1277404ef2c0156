import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

const STEPS = ['Project details', 'Client', 'Principal contractor'] as const;

/** Where a person is in creating a project; each step is saved before the next opens. */
export function ProjectSteps({ active }: { active: 0 | 1 | 2 }) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  // Three steps side by side do not fit a phone: there the step is said in words.
  if (narrow) {
    return (
      <Text fw={600}>
        Step {active + 1} of {STEPS.length}: {STEPS[active]}
        {active > 0 && (
          <Text span c="dimmed" fw={400}>
            {' '}
            (the steps before are saved)
          </Text>
        )}
      </Text>
    );
  }
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label="Steps to create a project">
      {STEPS.map((label, index) => (
        <Stepper.Step key={label} label={label} description={index < active ? 'Saved' : index === active ? 'This step' : undefined} />
      ))}
    </Stepper>
  );
}
