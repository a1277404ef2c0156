import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { Page } from '../../../ui/Page';
import { SWMS_BUILDER_STEPS } from './builder-steps';

type TSwmsStepLayoutProps = {
  /** The screen's h1 and tab title. */
  title: string;
  /** 1-based position in SWMS_BUILDER_STEPS (use swmsStepIndex). */
  step: number;
  /** Null hides Back (the first screen). */
  onBack: (() => void) | null;
  /** Saves the step and moves on; null hides the button (a screen with its own actions). */
  onContinue: (() => void) | null;
  busy?: boolean;
  /** The save failed: shown above the buttons while the typed text stays in the fields. */
  error?: string | null;
  continueLabel?: string;
  children: ReactNode;
};

/**
 * The frame of every SWMS builder screen: where you are in the twelve steps, the step's form, and
 * Back / Save and continue buttons big enough for gloved hands. The form submits on Enter too.
 */
export function SwmsStepLayout({
  title,
  step,
  onBack,
  onContinue,
  busy = false,
  error = null,
  continueLabel = 'Save and continue',
  children,
}: TSwmsStepLayoutProps) {
  const total = SWMS_BUILDER_STEPS.length;
  const current = SWMS_BUILDER_STEPS[step - 1];
  const next = SWMS_BUILDER_STEPS[step];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onContinue?.();
  };
  return (
    <Page title={title}>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          Step {step} of {total}
          {current ? `: ${current.label}` : ''}
        </Text>
        <Progress value={(step / total) * 100} size="md" radius="xl" aria-label={`SWMS progress: step ${step} of ${total}`} />
        {next && (
          <Text size="sm" c="dimmed">
            Next: {next.label}
          </Text>
        )}
      </Stack>
      <form noValidate aria-label={title} onSubmit={submit}>
        <Stack gap="lg">
          {children}
          <FormProblem title="Not saved yet" problem={error} />
          <Group justify="space-between" gap="sm" wrap="wrap-reverse">
            {onBack ? (
              <Button
                type="button"
                variant="default"
                size="lg"
                leftSection={<IconArrowLeft size={22} aria-hidden />}
                onClick={onBack}
                disabled={busy}
                w={{ base: '100%', xs: 'auto' }}
                miw={{ xs: 160 }}
              >
                Back
              </Button>
            ) : (
              <span />
            )}
            {onContinue && (
              <Button
                type="submit"
                size="lg"
                rightSection={<IconArrowRight size={22} aria-hidden />}
                loading={busy}
                w={{ base: '100%', xs: 'auto' }}
                miw={{ xs: 240 }}
              >
                {continueLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
