import { useCallback, useEffect, useRef, useState } from 'react';
import { type DiscountValidation, validateDiscountCode } from '../../lib/booking-api';
import { DISCOUNT_MESSAGES, discountErrorMessage } from '../../lib/checkout-messages';
import type { Course } from '../../lib/courses';
import { FIELD_MESSAGES, formatAmount, normaliseEmail } from '@mpb/domain';

export type DiscountStatus = 'untouched' | 'validating' | 'valid' | 'invalid';

/** A code the server accepted, with what it answered for it. */
export type AppliedDiscount = Pick<DiscountValidation, 'discountAmount' | 'finalPrice' | 'discountPercentage'> & {
  code: string;
  discountType: NonNullable<DiscountValidation['discountType']>;
};

/** What the applied code is worth: '20%' for a percent code, the amount taken off ('50 €') for a fixed one. */
export function discountWorth(applied: AppliedDiscount, currency: string): string {
  return applied.discountType === 'fixed_amount'
    ? formatAmount(applied.discountAmount, currency)
    : `${applied.discountPercentage}%`;
}

interface DiscountCodeState {
  code: string;
  status: DiscountStatus;
  error: string | null;
  applied: AppliedDiscount | null;
}

const initialState: DiscountCodeState = { code: '', status: 'untouched', error: null, applied: null };

/**
 * The discount box of 000 §4: untouched, validating, valid or invalid. Changing the code or the
 * e-mail after a check discards its result; an empty code means no discount.
 */
export function useDiscountCode(course: Course, priceCents: number, email: string) {
  const [state, setState] = useState<DiscountCodeState>(initialState);
  const request = useRef<AbortController | null>(null);
  const checkedEmail = useRef<string | null>(null);

  const discard = useCallback(() => {
    request.current?.abort();
    request.current = null;
    checkedEmail.current = null;
  }, []);

  useEffect(() => discard, [discard]);

  // A result belongs to the e-mail it was checked for (one use per address).
  const normalisedEmail = normaliseEmail(email);
  useEffect(() => {
    if (checkedEmail.current === null || checkedEmail.current === normalisedEmail) return;
    discard();
    setState((current) => ({ code: current.code, status: 'untouched', error: null, applied: null }));
  }, [normalisedEmail, discard]);

  const setCode = useCallback(
    (value: string) => {
      discard();
      setState({
        code: value.toUpperCase().replace(/\s/g, '').slice(0, 50),
        status: 'untouched',
        error: null,
        applied: null,
      });
    },
    [discard],
  );

  const check = useCallback(async (): Promise<AppliedDiscount | null> => {
    const code = state.code.trim();
    if (!code) return null;
    if (!normalisedEmail) {
      setState((current) => ({ ...current, status: 'invalid', error: FIELD_MESSAGES.emailFirst, applied: null }));
      return null;
    }
    discard();
    const controller = new AbortController();
    request.current = controller;
    checkedEmail.current = normalisedEmail;
    setState((current) => ({ ...current, status: 'validating', error: null, applied: null }));
    try {
      const result = await validateDiscountCode(
        { discountCode: code, customerEmail: normalisedEmail, coursePrice: priceCents, courseId: course.id },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return null;
      if (!result.valid) {
        setState((current) => ({ ...current, status: 'invalid', error: result.error || DISCOUNT_MESSAGES.invalid }));
        return null;
      }
      const applied: AppliedDiscount = {
        code,
        discountAmount: result.discountAmount,
        finalPrice: result.finalPrice,
        discountPercentage: result.discountPercentage,
        discountType: result.discountType ?? 'percentage',
      };
      setState((current) => ({ ...current, status: 'valid', error: null, applied }));
      return applied;
    } catch (error) {
      if (controller.signal.aborted) return null;
      setState((current) => ({ ...current, status: 'invalid', error: discountErrorMessage(error), applied: null }));
      return null;
    } finally {
      if (request.current === controller) request.current = null;
    }
  }, [state.code, normalisedEmail, priceCents, course.id, discard]);

  /** Shows why the booking cannot go out with the code as typed. */
  const requireChecked = useCallback(() => {
    setState((current) => ({ ...current, status: 'invalid', error: current.error ?? DISCOUNT_MESSAGES.checkFirst }));
  }, []);

  return { ...state, setCode, check, requireChecked };
}
