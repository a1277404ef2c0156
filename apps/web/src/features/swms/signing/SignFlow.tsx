import { Alert, Button, Modal } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { notifySuccess } from '../../../ui/notify';
import { SignaturePad } from '../../../ui/SignaturePad';
import { SignChecklistModal } from './SignChecklistModal';
import type { TChecklistAnswer } from './SignChecklistModal';
import { queueSignature, useQueuedSignature, useSignatureSync } from './signing-api';
import type { TSignTarget } from './signing-api';

type TSignFlowProps = {
  target: TSignTarget;
  /** Signing through a link by someone the company does not know: the checklist asks their name. */
  askName?: boolean;
  disabled?: boolean;
};

/**
 * SIGN: the checklist, then the signature pad. The signature is saved on the phone and sent from
 * there (signal or not); SIGN waits while it is on its way, and the page shows it once it arrives.
 */
export function SignFlow({ target, askName = false, disabled = false }: TSignFlowProps) {
  const [step, setStep] = useState<'closed' | 'checklist' | 'pad'>('closed');
  const [answer, setAnswer] = useState<TChecklistAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
      await queueSignature(target, { png, preStartTalk: answer.preStartTalk, signerName: answer.signerName || undefined });
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
        onClick={() => setStep('checklist')}
        disabled={disabled || queued?.state === 'waiting'}
      >
        SIGN
      </Button>
      <SignChecklistModal
        opened={step === 'checklist'}
        onClose={close}
        askName={askName}
        onContinue={(value) => {
          setAnswer(value);
          setStep('pad');
        }}
      />
      <Modal
        opened={step === 'pad'}
        onClose={close}
        title="Sign SWMS: signature"
        size="xl"
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {problem && (
          <Alert color="red" title="Not signed yet" mb="sm">
            {problem}
          </Alert>
        )}
        {step === 'pad' && <SignaturePad onSave={(png) => void save(png)} onClose={close} busy={saving} saveLabel="Sign" />}
      </Modal>
    </>
  );
}
