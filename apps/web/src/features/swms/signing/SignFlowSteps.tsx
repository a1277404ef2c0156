import { Alert, Modal } from '@mantine/core';
import { SignaturePad } from '../../../ui/SignaturePad';
import { SignChecklistModal } from './SignChecklistModal';
import type { TChecklistAnswer } from './SignChecklistModal';

type TSignFlowStepsProps = {
  step: 'closed' | 'checklist' | 'pad';
  /** Why the signature could not be saved, shown above the pad. */
  problem: string | null;
  saving: boolean;
  onClose: () => void;
  onContinue: (answer: TChecklistAnswer) => void;
  onSave: (png: Blob) => void;
  /** The SWMS's job, for its pre-start talk of today under the checklist's choices. */
  jobId?: string;
};

/**
 * SIGN's two steps: the checklist, then the signature pad. A chunk of its own (SignFlow.tsx loads
 * it): the modals and the signature library are about a third of a signing link's script, and the
 * page can be read before they arrive.
 */
export function SignFlowSteps({ step, problem, saving, onClose, onContinue, onSave, jobId }: TSignFlowStepsProps) {
  return (
    <>
      <SignChecklistModal opened={step === 'checklist'} onClose={onClose} onContinue={onContinue} jobId={jobId} />
      <Modal
        opened={step === 'pad'}
        onClose={onClose}
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
        {step === 'pad' && <SignaturePad onSave={onSave} onClose={onClose} busy={saving} saveLabel="Sign" />}
      </Modal>
    </>
  );
}
