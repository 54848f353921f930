import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './api';
import { type BookingView, type PaymentMethod, type PaymentVerification, verifyPayment } from './booking-api';
import { useHydrated } from './use-browser-value';

const VERIFICATION_MESSAGES = {
  missingParameters: 'Fehlende Parameter für die Zahlungsverifikation',
  notSuccessful: 'Zahlung war nicht erfolgreich',
  failed: 'Fehler bei der Zahlungsverifikation',
} as const;

export type EmailDelivery = 'sending' | 'sent' | 'failed';

type VerificationState =
  | { phase: 'loading' }
  | { phase: 'confirming'; message: string }
  | { phase: 'error'; message: string; bookingId: string | null }
  | { phase: 'success'; booking: BookingView; email: EmailDelivery; paymentMethod: PaymentMethod };

/** A payment still being completed at the provider: ask again a few times before giving up. */
const PENDING_RETRIES = 4;
const PENDING_RETRY_MS = 2500;
/** verify-payment already waits about 2.5 s for the mail; poll a while longer, then give up. */
const EMAIL_POLLS = 12;
const EMAIL_POLL_MS = 2000;

/** A received payment whose booking is still being confirmed: ask again until it is (about three minutes). */
const CONFIRMING_POLLS = 36;
const CONFIRMING_POLL_MS = 5000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function emailDelivery(result: PaymentVerification): EmailDelivery {
  if (result.emailSent || result.emailStatus === 'sent') return 'sent';
  if (result.emailStatus === 'failed') return 'failed';
  return 'sending';
}

function thrownMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.kind === 'network') return NETWORK_ERROR_MESSAGE;
    if (error.kind === 'timeout') return TIMEOUT_ERROR_MESSAGE;
    return error.serverMessage ?? VERIFICATION_MESSAGES.failed;
  }
  return VERIFICATION_MESSAGES.failed;
}

/**
 * The success page's check (000 §4): session_id and booking_id from the address, verify-payment,
 * then the confirmation e-mail's progress: sending, then sent or failed.
 */
export function usePaymentVerification() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() ?? '';
  const bookingId = searchParams.get('booking_id')?.trim() ?? '';
  const complete = Boolean(sessionId && bookingId);
  const link = `${sessionId}:${bookingId}`;
  const hydrated = useHydrated();
  // The state is kept with the address it is for: another one shows 'loading' until its own check answers.
  const [settled, setSettled] = useState<{ link: string; state: VerificationState } | null>(null);
  const run = useRef(0);
  /** Aborted when the page leaves this address: every check of it, retries included, stops. */
  const pageSignal = useRef<AbortSignal | null>(null);

  const verify = useCallback(
    async (page: AbortSignal) => {
      const current = ++run.current;
      const stale = () => page.aborted || current !== run.current;
      const show = (state: VerificationState) => setSettled({ link, state });
      try {
        let result = await verifyPayment(sessionId, bookingId);
        for (
          let retry = 0;
          !result.success && result.booking?.booking_status === 'pending' && retry < PENDING_RETRIES;
          retry++
        ) {
          await wait(PENDING_RETRY_MS);
          if (stale()) return;
          result = await verifyPayment(sessionId, bookingId);
        }
        for (let poll = 0; result.confirming && poll < CONFIRMING_POLLS; poll++) {
          if (stale()) return;
          show({ phase: 'confirming', message: result.error ?? '' });
          await wait(CONFIRMING_POLL_MS);
          if (stale()) return;
          result = (await verifyPayment(sessionId, bookingId).catch(() => null)) ?? result;
        }
        if (stale()) return;
        if (result.confirming) return;
        if (!result.success || !result.booking) {
          show({ phase: 'error', message: result.error || VERIFICATION_MESSAGES.notSuccessful, bookingId });
          return;
        }
        let email = emailDelivery(result);
        let booking = result.booking;
        const paymentMethod = result.paymentMethod ?? 'card';
        show({ phase: 'success', booking, email, paymentMethod });
        for (let poll = 0; email === 'sending' && poll < EMAIL_POLLS; poll++) {
          await wait(EMAIL_POLL_MS);
          if (stale()) return;
          const again = await verifyPayment(sessionId, bookingId).catch(() => null);
          if (stale()) return;
          if (!again?.success) break;
          email = emailDelivery(again);
          booking = again.booking ?? booking;
          show({ phase: 'success', booking, email, paymentMethod });
        }
        if (email === 'sending' && !stale()) show({ phase: 'success', booking, email: 'failed', paymentMethod });
      } catch (error) {
        if (!stale()) show({ phase: 'error', message: thrownMessage(error), bookingId });
      }
    },
    [sessionId, bookingId, link],
  );

  useEffect(() => {
    if (!complete) return;
    const page = new AbortController();
    pageSignal.current = page.signal;
    void verify(page.signal);
    return () => page.abort();
  }, [complete, verify]);

  const retry = useCallback(() => {
    if (!complete || !pageSignal.current) return;
    setSettled({ link, state: { phase: 'loading' } });
    void verify(pageSignal.current);
  }, [complete, link, verify]);

  // The page is prerendered without its address's query: it shows 'loading' until it runs.
  const state: VerificationState = !hydrated
    ? { phase: 'loading' }
    : !complete
      ? { phase: 'error', message: VERIFICATION_MESSAGES.missingParameters, bookingId: bookingId || null }
      : settled?.link === link
        ? settled.state
        : { phase: 'loading' };
  return { state, retry, canRetry: complete };
}
