import { Button } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { afterFirstScreen } from '../../../ui/after-first-screen';
import { notifySuccess } from '../../../ui/notify';
import type { TChecklistAnswer } from './SignChecklistModal';
import { queueSignature, useQueuedSignature, useSignatureSync } from './signing-api';
import type { TSignTarget } from './signing-api';

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
};

/**
 * SIGN: the checklist, then the signature pad. The signature is saved on the phone and sent from
 * there (signal or not); SIGN waits while it is on its way, and the page shows it once it arrives.
 */
export function SignFlow({ target, disabled = false }: TSignFlowProps) {
  const [step, setStep] = useState<'closed' | 'checklist' | 'pad'>('closed');
  const [answer, setAnswer] = useState<TChecklistAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [stepsWanted, setStepsWanted] = useState(false);
  const queued = useQueuedSignature(target);
  useSignatureSync(
    target,
    useCallback(() => notifySuccess('Thank you. Your signature is saved on the SWMS.'), []),
  );
  const close = () => {
    setStep('closed');
    setProblem(null);
  };
  const save = async (png: Blob) => {
    if (!answer) return;
    setSaving(true);
    try {
      await queueSignature(target, { png, preStartTalk: answer.preStartTalk });
      close();
    } catch {
      // IndexedDB refused (a private window, a full phone): nothing was saved, so say so here.
      setProblem('This phone could not save your signature. Please free some space or leave private browsing, then sign again.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        size="lg"
        leftSection={<IconSignature size={22} aria-hidden />}
        onClick={() => {
          setStepsWanted(true);
          setStep('checklist');
        }}
        disabled={disabled || queued?.state === 'waiting'}
      >
        SIGN
      </Button>
      {stepsWanted && (
        <Suspense fallback={null}>
          <SignFlowSteps
            step={step}
            problem={problem}
            saving={saving}
            onClose={close}
            onContinue={(value) => {
              setAnswer(value);
              setStep('pad');
            }}
            onSave={(png) => void save(png)}
          />
        </Suspense>
      )}
    </>
  );
}
