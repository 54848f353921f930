import { type Dispatch, type SetStateAction, useEffect } from 'react';
import { fetchMyBillingDetails } from '../../lib/booking-api';
import { useSignedInEmail } from '../../lib/visitor-session';
import { type BookingFormValues, withBillingDetails } from './booking-form';

/**
 * Kept for the next booking (DECISIONS 32): a signed-in visitor's latest billing details fill the
 * empty billing fields. Nothing happens while signed out or when the details cannot be read.
 */
export function useBillingPrefill(enabled: boolean, setValues: Dispatch<SetStateAction<BookingFormValues>>) {
  const signedInEmail = useSignedInEmail();
  useEffect(() => {
    if (!enabled || !signedInEmail) return undefined;
    const controller = new AbortController();
    fetchMyBillingDetails(controller.signal).then(
      (details) => {
        if (!controller.signal.aborted) setValues((current) => withBillingDetails(current, details));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled, signedInEmail, setValues]);
}
