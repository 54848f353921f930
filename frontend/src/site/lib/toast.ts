import { createContext, useContext, useEffect, useRef } from 'react';

export interface Toast {
  title: string;
  description?: string;
  /** 'destructive' for errors (spec: destructive toast 'Fehler'). */
  tone?: 'success' | 'info' | 'destructive';
}

type ShowToast = (toast: Toast) => void;

interface ToastContextValue {
  show: ShowToast;
  /** A modal dialog makes the rest of the page inert, so it hosts the toast area while it is open. */
  registerHost: (host: HTMLElement) => () => void;
}

export const ToastContext = createContext<ToastContextValue>({
  show: () => undefined,
  registerHost: () => () => undefined,
});

/** Shows a toast in the page's toast area: one at a time, replaced by the next. */
export function useToast(): ShowToast {
  return useContext(ToastContext).show;
}

/** Ref for an element inside a modal dialog that takes over the toast area while mounted. */
export function useToastHost<T extends HTMLElement>() {
  const { registerHost } = useContext(ToastContext);
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? registerHost(ref.current) : undefined), [registerHost]);
  return ref;
}
