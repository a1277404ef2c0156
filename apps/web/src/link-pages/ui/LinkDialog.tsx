import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

type TLinkDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The browser's own modal dialog (<dialog>): it keeps focus inside, closes on Escape and gives
 * focus back to what opened it, with no library. Named by its title; the content is mounted only
 * while open, so a form in it starts afresh each time.
 */
export function LinkDialog({ open, title, onClose, children }: TLinkDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="lp-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the page decides (it may be saving), as with the close button.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="lp-dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="lp-close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
          <div className="lp-dialog-body">{children}</div>
        </>
      )}
    </dialog>
  );
}
