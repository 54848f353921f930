import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { FormBanner } from '../components/FormField';
import { Modal } from '../components/Modal';
import type { WaitlistOffer } from '../lib/booking-api';
import { DISCOUNT_MESSAGES } from '../lib/checkout-messages';
import { type Course, coursePriceCents, FALLBACK_PRICE_CENTS } from '../lib/courses';
import {
  accessWindowOpen,
  courseStartsAt,
  earlyStartRequestNeeded,
  formatShortDateTime,
  todayInBerlin,
} from '@mpb/domain';
import { useToast } from '../lib/toast';
import { SITE } from '../lib/site-settings';
import { usePrefillWithSignedInEmail } from '../lib/visitor-session';
import { BillingFields } from './booking/BillingFields';
import { BookingNotes } from './booking/BookingNotes';
import { CheckoutMailed } from './booking/CheckoutMailed';
import { CourseSummary } from './booking/CourseSummary';
import { CustomerFields } from './booking/CustomerFields';
import { DiscountCodeBox } from './booking/DiscountCodeBox';
import { EarlyStartCheckbox } from './booking/EarlyStartCheckbox';
import { ParticipantFields } from './booking/ParticipantFields';
import { PaymentMethodFields } from './booking/PaymentMethodFields';
import { PriceSummary } from './booking/PriceSummary';
import { TermsCheckbox } from './booking/TermsCheckbox';
import { WaitlistJoined } from './booking/WaitlistJoined';
import {
  type BookingErrors,
  type BookingFormValues,
  initialBookingValues,
  invoicePaymentOffered,
  validateBooking,
  validateWaitlistPrompt,
} from './booking/booking-form';
import { orderParticipants } from './booking/participants';
import { useBillingPrefill } from './booking/use-billing-prefill';
import { useBookingSubmit } from './booking/use-booking-submit';
import { discountWorth, useDiscountCode } from './booking/use-discount-code';
import '../styles/forms.css';
import '../styles/booking.css';

export interface BookingOffer {
  token: string;
  details: WaitlistOffer;
}

interface BookingDialogProps {
  course: Course;
  /** A seat offered from the waitlist: e-mail locked, bookable although the date shows 0 spots. */
  offer?: BookingOffer | null;
  onClose: () => void;
}

export default function BookingDialog({ course, offer = null, onClose }: BookingDialogProps) {
  const showToast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<BookingFormValues>(() => initialBookingValues(offer?.details ?? null));
  // A signed-in visitor's address prefills an empty field; a waitlist offer keeps its own.
  usePrefillWithSignedInEmail((signedInEmail) => {
    if (!offer)
      setValues((current) => (current.customerEmail ? current : { ...current, customerEmail: signedInEmail }));
  });
  const [errors, setErrors] = useState<BookingErrors>({});
  const priceCents = coursePriceCents(course, FALLBACK_PRICE_CENTS);
  const currency = course.currency ?? 'EUR';
  const waitlistMode = course.available_spots <= 0 && !offer;
  // A waitlist seat, offered or asked for, is for one person: the buyer.
  const groupBooking = !waitlistMode && !offer;
  const seats = Math.max(1, orderParticipants(values, !groupBooking).participants.length);
  useBillingPrefill(!offer && !waitlistMode, setValues);
  const discount = useDiscountCode(course, priceCents, values.customerEmail);
  const now = new Date();
  const earlyStartAsked = !waitlistMode && values.customerType === 'private' && earlyStartRequestNeeded(course, now);
  const invoiceOffered =
    !waitlistMode && invoicePaymentOffered(values, course.date, SITE.payOnInvoice === 'true', todayInBerlin(now));
  const paymentMethod = invoiceOffered ? values.paymentMethod : 'card';

  // The first invalid input in the form's order; a message without an input marks its place with data-field.
  const focusField = useCallback((fieldErrors: BookingErrors) => {
    const targets = formRef.current?.querySelectorAll<HTMLElement>('[name], [data-field]') ?? [];
    const keyOf = (element: HTMLElement) => element.dataset.field ?? element.getAttribute('name') ?? '';
    Array.from(targets)
      .find((element) => (fieldErrors as Record<string, string | undefined>)[keyOf(element)])
      ?.focus();
  }, []);
  // The server's field messages arrive while the form is disabled: its first field is focused once enabled again.
  const focusAfterSubmit = useRef<BookingErrors | null>(null);
  const showFieldErrors = useCallback((fieldErrors: BookingErrors) => {
    setErrors((current) => ({ ...current, ...fieldErrors }));
    focusAfterSubmit.current = fieldErrors;
  }, []);
  const submit = useBookingSubmit({
    course,
    offerToken: offer?.token ?? null,
    seatCents: priceCents,
    onClose,
    onFieldErrors: showFieldErrors,
  });
  useEffect(() => {
    if (submit.processing || !focusAfterSubmit.current) return;
    focusField(focusAfterSubmit.current);
    focusAfterSubmit.current = null;
  });

  const clearErrors = (fields: string[]) =>
    setErrors((current) => {
      const present = fields.filter((field) => (current as Record<string, string | undefined>)[field]);
      return present.length
        ? { ...current, ...Object.fromEntries(present.map((field) => [field, undefined])) }
        : current;
    });
  const change = <Field extends keyof BookingFormValues>(field: Field, value: BookingFormValues[Field]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Paying on invoice is for business customers: another customer type starts from the card again.
      return next.customerType === 'business' ? next : { ...next, paymentMethod: 'card' };
    });
    clearErrors(field === 'participants' || field === 'selfParticipates' ? [field, 'participants'] : [field]);
  };

  const checkDiscount = async () => {
    const applied = await discount.check();
    if (applied) showToast({ title: DISCOUNT_MESSAGES.applied(discountWorth(applied, currency)), tone: 'success' });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.processing || discount.status === 'validating') return;
    const fieldErrors = waitlistMode
      ? validateWaitlistPrompt(values)
      : validateBooking(values, earlyStartAsked, !groupBooking);
    const uncheckedCode = !waitlistMode && discount.code.trim() !== '' && discount.status !== 'valid';
    if (uncheckedCode) discount.requireChecked();
    if (uncheckedCode && Object.keys(fieldErrors).length === 0) {
      formRef.current?.querySelector<HTMLElement>('[name="discountCode"]')?.focus();
      return;
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      submit.setBanner(null);
      focusField(fieldErrors);
      return;
    }
    if (waitlistMode) void submit.submitWaitlist(values);
    else void submit.submitBooking({ ...values, paymentMethod }, discount.status === 'valid' ? discount.applied : null);
  };

  return (
    <Modal
      title={waitlistMode ? 'Warteliste für diesen Termin' : 'Kurs buchen'}
      subtitle={waitlistMode ? 'Dieser Termin ist ausgebucht.' : 'Sicher bezahlen per Karte, Rechnung per E-Mail'}
      onClose={onClose}
      busy={submit.processing}
      size="wide"
    >
      {offer && (
        <p className="notice notice--success">
          Platzangebot aus der Warteliste: Ein Platz ist für Sie reserviert bis{' '}
          <strong>{formatShortDateTime(offer.details.expiresAt)}</strong>.
        </p>
      )}
      <CourseSummary course={course} priceCents={priceCents} heldSeat={offer !== null} />

      {submit.waitlistResult ? (
        <WaitlistJoined result={submit.waitlistResult} onClose={onClose} />
      ) : submit.checkoutMailed ? (
        <CheckoutMailed message={submit.checkoutMailed} onClose={onClose} />
      ) : (
        <form ref={formRef} className="booking-form" noValidate onSubmit={handleSubmit} aria-label="Buchungsformular">
          {waitlistMode && (
            <p className="notice notice--warning">
              Für diesen Termin ist kein Platz mehr frei. Tragen Sie sich in die Warteliste ein: Wird ein Platz frei,
              bieten wir ihn Ihnen per E-Mail an.
            </p>
          )}
          <CustomerFields
            values={values}
            errors={errors}
            onChange={change}
            disabled={submit.processing}
            emailLocked={offer !== null}
            waitlistOnly={waitlistMode}
            vatExempt={course.vat_exempt}
          />
          {groupBooking && (
            <ParticipantFields
              selfParticipates={values.selfParticipates}
              rows={values.participants}
              seatsLeft={course.available_spots}
              errors={errors}
              disabled={submit.processing}
              onSelfParticipatesChange={(checked) => change('selfParticipates', checked)}
              onRowsChange={(rows) => change('participants', rows)}
              onFieldEdited={(field) => clearErrors([field])}
            />
          )}
          {!waitlistMode && (
            <>
              <BillingFields values={values} errors={errors} onChange={change} disabled={submit.processing} />
              {invoiceOffered && (
                <PaymentMethodFields
                  value={paymentMethod}
                  onChange={(method) => change('paymentMethod', method)}
                  error={errors.paymentMethod}
                  disabled={submit.processing}
                />
              )}
              <DiscountCodeBox
                code={discount.code}
                status={discount.status}
                error={errors.discountCode ?? discount.error}
                worth={discount.applied ? discountWorth(discount.applied, currency) : null}
                emailMissing={!values.customerEmail.trim()}
                disabled={submit.processing}
                onCodeChange={(code) => {
                  discount.setCode(code);
                  setErrors((current) => ({ ...current, discountCode: undefined }));
                }}
                onCheck={() => void checkDiscount()}
              />
              <PriceSummary
                seats={seats}
                seatCents={priceCents}
                currency={currency}
                vatExempt={course.vat_exempt}
                discount={discount.status === 'valid' ? discount.applied : null}
              />
              <BookingNotes accessDue={accessWindowOpen(courseStartsAt(course), now)} seats={seats} />
              <TermsCheckbox
                checked={values.acceptedAGB}
                onChange={(checked) => change('acceptedAGB', checked)}
                error={errors.acceptedAGB}
                disabled={submit.processing}
              />
              {earlyStartAsked && (
                <EarlyStartCheckbox
                  checked={values.earlyStartRequested}
                  onChange={(checked) => change('earlyStartRequested', checked)}
                  error={errors.earlyStartRequested}
                  disabled={submit.processing}
                />
              )}
            </>
          )}
          <div className="dialog__footer">
            <FormBanner message={submit.banner} />
            <div className={`dialog__actions ${paymentMethod === 'invoice' ? 'dialog__actions--wrap' : ''}`}>
              <button type="button" className="button button--ghost" onClick={onClose} disabled={submit.processing}>
                Abbrechen
              </button>
              <button
                type="submit"
                className={`button ${waitlistMode ? 'button--warning' : 'button--primary'} button--large`}
                disabled={submit.processing}
              >
                {submit.processing
                  ? 'Wird bearbeitet...'
                  : waitlistMode
                    ? 'Auf die Warteliste setzen'
                    : paymentMethod === 'invoice'
                      ? 'Verbindlich buchen'
                      : 'Jetzt buchen'}
              </button>
            </div>
          </div>
        </form>
      )}
    </Modal>
  );
}
