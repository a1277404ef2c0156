import { IconEraser, IconSignature, IconX } from '../ui/icons';
import { useId } from 'react';
import { SIGNATURE_HEIGHT, useSignatureDrawing } from '../../ui/use-signature-drawing';

type TLinkSignaturePadProps = {
  onSave: (png: Blob) => void;
  onClose: () => void;
  busy: boolean;
};

/**
 * The signature pad of a link's page, as the app's (ui/SignaturePad.tsx): full width, 350 px
 * high, a finger, stylus or mouse draws; someone who cannot draw types their name instead. Reset
 * clears it, Close leaves without saving, and Sign waits for a mark.
 */
export function LinkSignaturePad({ onSave, onClose, busy }: TLinkSignaturePadProps) {
  const { canvasRef, empty, typed, showTyped, reset, png } = useSignatureDrawing();
  const ids = { help: useId(), typed: useId() };
  const save = async () => {
    const signature = await png();
    if (signature) onSave(signature);
  };
  return (
    <div className="lp-stack">
      <p className="lp-small" id={ids.help}>
        Sign inside the white box with your finger or mouse, or type your name below it.
      </p>
      <div style={{ border: '2px solid #868e96', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label="Signature: draw your signature here"
          aria-describedby={ids.help}
          data-testid="signature-canvas"
          style={{ display: 'block', width: '100%', height: SIGNATURE_HEIGHT, touchAction: 'none', cursor: 'crosshair' }}
        />
      </div>
      <div className="lp-field">
        <label className="lp-label" htmlFor={ids.typed}>
          Or type your full name to sign
        </label>
        <input
          id={ids.typed}
          className="lp-input"
          maxLength={80}
          autoComplete="name"
          value={typed}
          onChange={(event) => showTyped(event.currentTarget.value)}
          disabled={busy}
        />
      </div>
      {/* Reset and Close side by side; Sign full width, easy to hit with a thumb. */}
      <div className="lp-row">
        <button type="button" className="lp-button" onClick={reset} disabled={busy}>
          <IconEraser />
          Reset
        </button>
        <button type="button" className="lp-button" onClick={onClose} disabled={busy}>
          <IconX />
          Close
        </button>
      </div>
      <button type="button" className="lp-button lp-button-primary lp-button-wide" onClick={() => void save()} disabled={empty || busy} aria-busy={busy}>
        <IconSignature />
        Sign
      </button>
    </div>
  );
}
