import { IconAlertTriangle, IconDeviceMobile, IconSignature } from '../ui/icons';
import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { isSignatureOf, signatureCommand } from '../../features/swms/signing/signature-command';
import type { TSignTarget } from '../../features/swms/signing/signature-command';
import { useSignSteps } from '../../features/swms/signing/use-sign-steps';
import { discardCommand, onCommandSent, queueCommand } from '../../offline/outbox/outbox';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { useOnline } from '../../offline/use-online';
import { afterFirstScreen } from '../../ui/after-first-screen';
import { LinkAlert } from '../ui/LinkAlert';

/*
 * The checklist and signature pad (dialogs, the signature library) are not needed to read the
 * page: they load in their own chunk once the page is drawn and the browser is idle, or at the
 * first SIGN if that comes sooner.
 */
const loadSteps = () => import('./LinkSignSteps');
const LinkSignSteps = lazy(() => loadSteps().then((module) => ({ default: module.LinkSignSteps })));
void afterFirstScreen().then(loadSteps);

type TLinkSignFlowProps = {
  target: TSignTarget;
  disabled: boolean;
  /** Someone the company does not know: the checklist asks their name. */
  askName: boolean;
  /** The server's answer once the signature has reached it: the link's page as it now is. */
  onSigned: (answer: unknown) => void;
  /** The actions beside SIGN (VIEW, SEND, DOWNLOAD). */
  children: ReactNode;
};

/**
 * A signature made on this phone and not on the SWMS yet: on its way ("Saved on this phone"), or
 * refused by the server (a newer version was issued, the link was replaced), with its words and a
 * way to put it aside and sign again.
 */
function QueuedSignatureNotice({ command }: { command: ReturnType<typeof useOutbox>['waiting'][number] }) {
  const online = useOnline();
  if (command.state === 'needs-attention') {
    return (
      <LinkAlert tone="red" role="alert" icon={<IconAlertTriangle />} title="Your signature was not recorded">
        <p className="lp-small">{command.problem}</p>
        <button type="button" className="lp-button" onClick={() => void discardCommand(command.id)}>
          Dismiss
        </button>
      </LinkAlert>
    );
  }
  return (
    <LinkAlert tone="blue" icon={<IconDeviceMobile />} title="Signed: saved on this phone" testId="signature-pending">
      {online ? 'Sending your signature now.' : 'Your signature is saved on this phone. It is sent by itself when you have signal.'}
    </LinkAlert>
  );
}

/**
 * SIGN: the checklist, then the signature pad. The signature is saved on the phone and sent from
 * there (signal or not); SIGN waits while it is on its way, and the page shows it once it arrives.
 */
export function LinkSignFlow({ target, disabled, askName, onSigned, children }: TLinkSignFlowProps) {
  const steps = useSignSteps((answer, png) =>
    queueCommand(signatureCommand(target, { png, preStartTalk: answer.preStartTalk, signerName: answer.signerName || undefined }, null)),
  );
  const outbox = useOutbox(null);
  const queued = [...outbox.needsAttention, ...outbox.waiting].find((command) => isSignatureOf(command, target));
  useEffect(() => onCommandSent((command, sentAnswer) => isSignatureOf(command, target) && onSigned(sentAnswer)), [target, onSigned]);

  return (
    <>
      {queued && <QueuedSignatureNotice command={queued} />}
      <div className="lp-actions">
        {children}
        <button
          type="button"
          className="lp-button lp-button-primary"
          // Until the phone's queue has been read, a signature waiting in it is not known yet.
          disabled={disabled || !outbox.loaded || queued?.state === 'waiting'}
          onClick={steps.open}
        >
          <IconSignature />
          SIGN
        </button>
      </div>
      {steps.wanted && (
        <Suspense fallback={null}>
          <LinkSignSteps
            step={steps.step}
            askName={askName}
            problem={steps.problem}
            saving={steps.saving}
            onClose={steps.close}
            onContinue={steps.continueWith}
            onSave={(png) => void steps.save(png)}
          />
        </Suspense>
      )}
    </>
  );
}
