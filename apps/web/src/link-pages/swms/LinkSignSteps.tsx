import { SWMS_PRE_START_TALK_OPTIONS, SWMS_SIGN_CHECKLIST } from '@hivis/contracts';
import type { TSwmsChecklistCode, TSwmsPreStartTalk } from '@hivis/contracts';
import { useId } from 'react';
import { useSignChecklist } from '../../features/swms/signing/use-sign-checklist';
import type { TChecklistAnswer } from '../../features/swms/signing/use-sign-checklist';
import { LinkAlert } from '../ui/LinkAlert';
import { LinkDialog } from '../ui/LinkDialog';
import { LinkSignaturePad } from './LinkSignaturePad';

type TLinkSignStepsProps = {
  step: 'closed' | 'checklist' | 'pad';
  askName: boolean;
  /** Why the signature could not be saved, shown above the pad. */
  problem: string | null;
  saving: boolean;
  onClose: () => void;
  onContinue: (answer: TChecklistAnswer) => void;
  onSave: (png: Blob) => void;
};

/** An error under a field or group, tied to it by id so a screen reader reads it with the control. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="lp-error">
      {message}
    </p>
  ) : null;
}

/** Sign SWMS checklist (spec 5): six confirmations and one Pre-Start Talk option, all required; the name when the company does not know the person. */
function ChecklistForm({ askName, onClose, onContinue }: Pick<TLinkSignStepsProps, 'askName' | 'onClose' | 'onContinue'>) {
  const { ticked, setTicked, talk, setTalk, name, setName, errors, submit } = useSignChecklist(askName, onContinue);
  const ids = { name: useId(), nameHelp: useId(), ticks: useId(), talk: useId() };
  const toggle = (code: TSwmsChecklistCode, on: boolean) => setTicked(on ? [...ticked, code] : ticked.filter((each) => each !== code));
  return (
    <form noValidate onSubmit={submit} aria-label="Sign SWMS checklist" className="lp-stack">
      <p>Before you sign, confirm each of these.</p>
      {askName && (
        <div className="lp-field">
          <label className="lp-label" htmlFor={ids.name}>
            Your full name
          </label>
          <p id={ids.nameHelp} className="lp-small lp-dimmed">
            As it will appear in the sign-on register.
          </p>
          <input
            id={ids.name}
            className="lp-input"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            autoComplete="name"
            maxLength={120}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids.nameHelp} ${ids.name}-error` : ids.nameHelp}
          />
          <FieldError id={`${ids.name}-error`} message={errors.name} />
        </div>
      )}
      <fieldset className="lp-fieldset" aria-describedby={errors.ticks ? ids.ticks : undefined}>
        <legend>I confirm that</legend>
        {SWMS_SIGN_CHECKLIST.map((item) => (
          <label key={item.code} className="lp-choice">
            <input type="checkbox" checked={ticked.includes(item.code)} onChange={(event) => toggle(item.code, event.currentTarget.checked)} />
            <span>{item.label}</span>
          </label>
        ))}
        <FieldError id={ids.ticks} message={errors.ticks} />
      </fieldset>
      <fieldset className="lp-fieldset" aria-describedby={errors.talk ? ids.talk : undefined}>
        <legend>Pre-Start Talk</legend>
        {SWMS_PRE_START_TALK_OPTIONS.map((option) => (
          <label key={option.code} className="lp-choice">
            <input type="radio" name="pre-start-talk" checked={talk === option.code} onChange={() => setTalk(option.code as TSwmsPreStartTalk)} />
            <span>{option.label}</span>
          </label>
        ))}
        <FieldError id={ids.talk} message={errors.talk} />
      </fieldset>
      <div className="lp-row">
        <button type="button" className="lp-button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="lp-button lp-button-primary">
          Continue
        </button>
      </div>
    </form>
  );
}

/**
 * SIGN's two steps on a link's page, in the browser's own dialogs: the checklist, then the
 * signature pad. A chunk of its own (LinkSignFlow.tsx loads it): the page can be read first.
 */
export function LinkSignSteps({ step, askName, problem, saving, onClose, onContinue, onSave }: TLinkSignStepsProps) {
  return (
    <>
      <LinkDialog open={step === 'checklist'} title="Sign SWMS" onClose={onClose}>
        <ChecklistForm askName={askName} onClose={onClose} onContinue={onContinue} />
      </LinkDialog>
      <LinkDialog open={step === 'pad'} title="Sign SWMS: signature" onClose={() => !saving && onClose()}>
        <div className="lp-stack">
          {problem && (
            <LinkAlert tone="red" title="Not signed yet" role="alert">
              {problem}
            </LinkAlert>
          )}
          <LinkSignaturePad onSave={onSave} onClose={onClose} busy={saving} />
        </div>
      </LinkDialog>
    </>
  );
}
