import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Toast, ToastContext } from '../lib/toast';
import '../styles/feedback.css';

const TOAST_DURATION_MS = 5000;

interface ShownToast extends Toast {
  id: number;
}

/**
 * Provides useToast() and renders the toast area: one toast at a time for 5 seconds (paused
 * while pointed at or focused), in a live region. An open modal dialog hosts it (see useToastHost).
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [paused, setPaused] = useState(false);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const nextId = useRef(1);

  const show = useCallback((next: Toast) => {
    setPaused(false);
    setToast({ ...next, id: nextId.current++ });
  }, []);
  const registerHost = useCallback((host: HTMLElement) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((entry) => entry !== host));
  }, []);
  const context = useMemo(() => ({ show, registerHost }), [show, registerHost]);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  const content = toast && (
    <div
      key={toast.id}
      className={`toast toast--${toast.tone ?? 'success'}`}
      role={toast.tone === 'destructive' ? 'alert' : undefined}
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label="Hinweis schließen" onClick={() => setToast(null)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
  const host = hosts.at(-1);

  return (
    <ToastContext.Provider value={context}>
      {children}
      <div className="toast-region" aria-live="polite" aria-atomic="true">
        {!host && content}
      </div>
      {host && content && createPortal(content, host)}
    </ToastContext.Provider>
  );
}
