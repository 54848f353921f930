import { type ReactNode, useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import { useToastHost } from '../lib/toast';
import '../styles/dialog.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** While true (e.g. a payment is being opened) Escape, the backdrop and × do not close. */
  busy?: boolean;
  size?: 'default' | 'wide';
  /** Optional line under the title, linked as the dialog's description. */
  subtitle?: ReactNode;
}

/**
 * Native modal <dialog>: focus trap, Escape and the inert background come from the browser.
 * The first element marked data-autofocus gets the focus when it opens.
 */
export function Modal({ title, onClose, children, busy = false, size = 'default', subtitle }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toastHostRef = useToastHost<HTMLDivElement>();
  const titleId = useId();
  const subtitleId = useId();
  const closeFromEffect = useEffectEvent(() => onClose());

  // A layout effect: it runs right after the dialog is rendered, while the opener still has the
  // focus, and its cleanup runs before the dialog leaves the page (a passive cleanup runs after,
  // leaving the focus on the page's body until then). The cleanup puts the focus back on the opener.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    let unmounting = false;
    // Browsers may close a dialog on a repeated Escape although 'cancel' was prevented. A 'close'
    // event queued by an earlier cleanup (React's StrictMode mounts twice in development) arrives
    // while the dialog is open again and is not a close.
    const closedByBrowser = () => {
      if (!unmounting && !dialog.open) closeFromEffect();
    };
    dialog.addEventListener('close', closedByBrowser);
    return () => {
      unmounting = true;
      dialog.removeEventListener('close', closedByBrowser);
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const requestClose = () => {
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        // Escape: React closes the dialog by unmounting it, so the browser must not close it first.
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === dialogRef.current) requestClose();
      }}
    >
      <div className="dialog__body">
        <div className="dialog__header">
          <div>
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {subtitle && (
              <p id={subtitleId} className="dialog__subtitle">
                {subtitle}
              </p>
            )}
          </div>
          <button
            type="button"
            className="dialog__close"
            onClick={requestClose}
            disabled={busy}
            aria-label="Dialog schließen"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
      <div ref={toastHostRef} className="toast-region" aria-live="polite" aria-atomic="true" />
    </dialog>
  );
}
