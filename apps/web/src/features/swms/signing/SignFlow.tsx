import { Alert, Button, Modal } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { notifySuccess } from '../../../ui/notify';
import { SignaturePad } from '../../../ui/SignaturePad';
import { SignChecklistModal } from './SignChecklistModal';
import type { TChecklistAnswer } from './SignChecklistModal';
import { useSignSwms } from './signing-api';
import type { TSignTarget } from './signing-api';

type TSignFlowProps = {
  target: TSignTarget;
  /** Signing through a link by someone the company does not know: the checklist asks their name. */
  askName?: boolean;
  disabled?: boolean;
};

/** SIGN: the checklist, then the signature pad; the signature is uploaded and signed, and the details reload. */
export function SignFlow({ target, askName = false, disabled = false }: TSignFlowProps) {
  const [step, setStep] = useState<'closed' | 'checklist' | 'pad'>('closed');
  const [answer, setAnswer] = useState<TChecklistAnswer | null>(null);
  const sign = useSignSwms(target);
  const close = () => {
    setStep('closed');
    sign.reset();
  };
  const save = (png: Blob) => {
    if (!answer) return;
    sign.mutate(
      { png, preStartTalk: answer.preStartTalk, signerName: answer.signerName || undefined },
      {
        onSuccess: () => {
          setStep('closed');
          notifySuccess('Thank you. Your signature is saved on the SWMS.');
        },
      },
    );
  };
  return (
    <>
      <Button size="lg" leftSection={<IconSignature size={22} aria-hidden />} onClick={() => setStep('checklist')} disabled={disabled}>
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
        {sign.isError && (
          <Alert color="red" title="Not signed yet" mb="sm">
            {errorMessage(sign.error)}
          </Alert>
        )}
        {step === 'pad' && <SignaturePad onSave={save} onClose={close} busy={sign.isPending} saveLabel="Sign" />}
      </Modal>
    </>
  );
}
