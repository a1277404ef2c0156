import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { Page } from '../../../ui/Page';
import { swmsPath } from '../swms-api';
import { SWMS_BUILDER_STEPS } from './builder-steps';
import { useReviewReturn } from './review-return';

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
  /** Defaults to Save and continue, or Save and back to review on a screen opened from the review. */
  continueLabel?: string;
  children: ReactNode;
};

/**
 * The frame of every SWMS builder screen: where you are in the twelve steps, the step's form, and
 * Back / Save and continue buttons big enough for gloved hands. The form submits on Enter too.
 * Opened from the review (review-return.ts), the screen says so, Save and continue becomes Save
 * and back to review, and Back ("Back without saving") returns to the review and drops what was typed.
 */
export function SwmsStepLayout({ title, step, onBack, onContinue, busy = false, error = null, continueLabel, children }: TSwmsStepLayoutProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const swmsId = search.get('swmsId') ?? '';
  const review = useReviewReturn();
  const savesToReview = review.endsAtReview && swmsId !== '';
  const backToReview = review.backToReview && swmsId !== '';
  const label = continueLabel ?? (savesToReview ? 'Save and back to review' : 'Save and continue');
  const back = backToReview ? () => void navigate(swmsPath('generate-swms', swmsId)) : onBack;
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
        {review.fromReview ? (
          <Text size="sm" c="dimmed">
            {savesToReview
              ? 'Opened from the review: saving takes you straight back to it. Your other answers are kept.'
              : 'Opened from the review: after the hazards and controls you go straight back to it.'}
          </Text>
        ) : (
          next && (
            <Text size="sm" c="dimmed">
              Next: {next.label}
            </Text>
          )
        )}
      </Stack>
      <form noValidate aria-label={title} onSubmit={submit}>
        <Stack gap="lg">
          {children}
          <FormProblem title="Not saved yet" problem={error} />
          <Group justify="space-between" gap="sm" wrap="wrap-reverse">
            {back ? (
              <Button
                type="button"
                variant="default"
                size="lg"
                leftSection={<IconArrowLeft size={22} aria-hidden />}
                onClick={back}
                disabled={busy}
                w={{ base: '100%', xs: 'auto' }}
                miw={{ xs: 160 }}
              >
                {backToReview ? 'Back without saving' : 'Back'}
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
                {label}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
