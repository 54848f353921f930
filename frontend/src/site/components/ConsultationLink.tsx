import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CONSULTATION_MAIL, type ConsultationMail, consultationMailHref } from '../lib/consultation';

const ConsultationDialog = lazy(() => import('../dialogs/ConsultationDialog'));

/** The spec's delay before the fallback dialog: long enough for a mail program to take over. */
const FALLBACK_DELAY_MS = 1000;

interface ConsultationLinkProps {
  mail?: ConsultationMail;
  className?: string;
  children?: string;
}

/**
 * Opens the visitor's mail program with a prefilled consultation request and, a second later,
 * a dialog to copy address and text for anyone without a mail program on this device.
 */
export function ConsultationLink({
  mail = CONSULTATION_MAIL,
  className = 'button button--secondary',
  children = 'Beratung per E-Mail anfragen',
}: ConsultationLinkProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The link itself opens the mail program (also without JavaScript); the click only adds the fallback.
  const scheduleFallback = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), FALLBACK_DELAY_MS);
  };

  return (
    <>
      <a className={className} href={consultationMailHref(mail)} onClick={scheduleFallback}>
        {children}
      </a>
      {open && (
        <Suspense fallback={null}>
          <ConsultationDialog mail={mail} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
