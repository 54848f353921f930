import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, messageOf } from '../../lib/api';
import { createCheckoutSession } from '../../lib/booking-api';
import { checkoutErrorMessage, openCheckoutMailedMessage } from '../../lib/checkout-messages';
import type { Course } from '../../lib/courses';
import { type WaitlistResult, WAITLIST_ERROR_MESSAGE, joinWaitlist } from '../../lib/signup-api';
import { submissionBlocker } from '../../lib/submit-guard';
import {
  type BookingErrors,
  type BookingFormValues,
  checkoutRequest,
  toBookingErrors,
  waitlistRequest,
} from './booking-form';
import { CheckoutUrlError, checkoutUrlOf, openCheckout } from './open-checkout';
import type { AppliedDiscount } from './use-discount-code';

const CLOSE_AFTER_CHECKOUT_MS = 1000;

interface BookingSubmitInput {
  course: Course;
  /** Token of a waitlist offer: books the seat held for it. */
  offerToken: string | null;
  /** One seat's price; an order's total is the seats times it. */
  seatCents: number;
  onClose: () => void;
  /** Server field messages, shown at the inputs. */
  onFieldErrors: (errors: BookingErrors) => void;
}

/**
 * The booking dialog's two submissions: open the checkout (processing, double submit blocked,
 * error banner chosen by cause, or the note that the link to an open checkout was mailed) or, for
 * a full date, join its waitlist.
 */
export function useBookingSubmit({ course, offerToken, seatCents, onClose, onFieldErrors }: BookingSubmitInput) {
  const [processing, setProcessing] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [waitlistResult, setWaitlistResult] = useState<WaitlistResult | null>(null);
  const [checkoutMailed, setCheckoutMailed] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [openedAt] = useState(() => Date.now());
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const begin = useCallback(
    (rateLimitKey: string): boolean => {
      if (inFlight.current) return false;
      const blocker = submissionBlocker(rateLimitKey, openedAt);
      if (blocker) {
        setBanner(blocker);
        return false;
      }
      inFlight.current = true;
      setProcessing(true);
      setBanner(null);
      return true;
    },
    [openedAt],
  );

  const finish = useCallback(() => {
    inFlight.current = false;
    setProcessing(false);
  }, []);

  const submitBooking = useCallback(
    async (values: BookingFormValues, discount: AppliedDiscount | null) => {
      if (!begin('checkout')) return;
      try {
        const response = await createCheckoutSession(
          checkoutRequest({ course, values, seatCents, discount, offerToken }),
        );
        const url = checkoutUrlOf(response);
        // Booked on invoice: binding at once with nothing to pay here, so this tab shows what follows.
        if (values.paymentMethod === 'invoice') return window.location.assign(url);
        if (!openCheckout(url)) return; // the current window is on its way to the checkout
        closeTimer.current = setTimeout(() => {
          finish();
          onClose();
        }, CLOSE_AFTER_CHECKOUT_MS);
      } catch (error) {
        finish();
        if (error instanceof CheckoutUrlError) return setBanner(error.message);
        const mailed = openCheckoutMailedMessage(error);
        if (mailed) return setCheckoutMailed(mailed);
        if (error instanceof ApiRequestError) onFieldErrors(toBookingErrors(error.fields, values, offerToken !== null));
        setBanner(checkoutErrorMessage(error));
      }
    },
    [begin, finish, course, offerToken, seatCents, onClose, onFieldErrors],
  );

  const submitWaitlist = useCallback(
    async (values: BookingFormValues) => {
      if (!begin('waitlist')) return;
      try {
        setWaitlistResult(await joinWaitlist(waitlistRequest(course, values)));
      } catch (error) {
        if (error instanceof ApiRequestError) onFieldErrors(toBookingErrors(error.fields, values, true));
        setBanner(messageOf(error, WAITLIST_ERROR_MESSAGE));
      } finally {
        finish();
      }
    },
    [begin, finish, course, onFieldErrors],
  );

  return { processing, banner, setBanner, waitlistResult, checkoutMailed, submitBooking, submitWaitlist };
}
