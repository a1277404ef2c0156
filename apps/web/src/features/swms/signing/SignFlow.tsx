import { Button } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { lazy, Suspense, useCallback } from 'react';
import { afterFirstScreen } from '../../../ui/after-first-screen';
import { notifySuccess } from '../../../ui/notify';
import { queueSignature, useQueuedSignature, useSignatureSync } from './signing-api';
import type { TSignTarget } from './signing-api';
import { useSignSteps } from './use-sign-steps';

/*
 * The checklist and signature pad (modals, the signature library) are not needed to read the page:
 * they load in their own chunk once the page is drawn and the browser is idle, or at the first
 * SIGN if that comes sooner, and stay mounted from then on so the modals open and close as usual.
 */
const loadSteps = () => import('./SignFlowSteps');
const SignFlowSteps = lazy(() => loadSteps().then((module) => ({ default: module.SignFlowSteps })));
void afterFirstScreen().then(loadSteps);

type TSignFlowProps = {
  target: TSignTarget;
  disabled?: boolean;
  /** The SWMS's job, for its pre-start talk of today in the checklist. */
  jobId?: string;
};

/**
 * SIGN: the checklist, then the signature pad. The signature is saved on the phone and sent from
 * there (signal or not); SIGN waits while it is on its way, and the page shows it once it arrives.
 */
export function SignFlow({ target, disabled = false, jobId }: TSignFlowProps) {
  const steps = useSignSteps((answer, png) => queueSignature(target, { png, preStartTalk: answer.preStartTalk }));
  const queued = useQueuedSignature(target);
  useSignatureSync(
    target,
    useCallback(() => notifySuccess('Thank you. Your signature is saved on the SWMS.'), []),
  );
  return (
    <>
      <Button size="lg" leftSection={<IconSignature size={22} aria-hidden />} onClick={steps.open} disabled={disabled || queued?.state === 'waiting'}>
        SIGN
      </Button>
      {steps.wanted && (
        <Suspense fallback={null}>
          <SignFlowSteps
            step={steps.step}
            problem={steps.problem}
            saving={steps.saving}
            onClose={steps.close}
            onContinue={steps.continueWith}
            onSave={(png) => void steps.save(png)}
            jobId={jobId}
          />
        </Suspense>
      )}
    </>
  );
}
