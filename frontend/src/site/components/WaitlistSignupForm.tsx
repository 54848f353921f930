import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError, messageOf } from '../lib/api';
import { checkEmail, checkName, NAME_MAX_LENGTH, normaliseEmail, SITE_PATHS } from '@mpb/domain';
import { collectErrors, type FieldErrors } from '../lib/form-errors';
import {
  MAIL_NOT_SENT_NOTE,
  type NewsletterResult,
  UNKNOWN_ERROR_MESSAGE,
  subscribeNewsletter,
} from '../lib/signup-api';
import { submissionBlocker } from '../lib/submit-guard';
import { usePrefillWithSignedInEmail } from '../lib/visitor-session';
import { CustomerEmailField, CustomerNameField } from './CustomerContactFields';
import { FormBanner } from './FormField';

type Field = 'customerName' | 'customerEmail';

/** /warteliste sign-up (DECISIONS 8): the general interest list, i.e. the newsletter with source 'warteliste'. */
export function WaitlistSignupForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  usePrefillWithSignedInEmail((signedInEmail) => setEmail((current) => current || signedInEmail));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<(NewsletterResult & { email: string }) | null>(null);
  const [openedAt] = useState(() => Date.now());
  const formRef = useRef<HTMLFormElement>(null);

  const focusInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const fieldErrors = collectErrors<Field>({ customerName: checkName(name, true), customerEmail: checkEmail(email) });
    setErrors(fieldErrors);
    setGeneralError(null);
    if (Object.keys(fieldErrors).length > 0) return focusInvalid();
    const blocker = submissionBlocker('warteliste', openedAt);
    if (blocker) return setGeneralError(blocker);

    setSubmitting(true);
    const customerEmail = normaliseEmail(email);
    try {
      const answer = await subscribeNewsletter({ customerName: name.trim(), customerEmail, source: 'warteliste' });
      setResult({ ...answer, email: customerEmail });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const fields = error.fields;
        setErrors({ customerName: fields.customerName, customerEmail: fields.customerEmail });
        if (fields.customerName || fields.customerEmail) focusInvalid();
      }
      setGeneralError(messageOf(error, UNKNOWN_ERROR_MESSAGE));
    } finally {
      setSubmitting(false);
    }
  };

  if (result) {
    return (
      <div className="signup-card signup-card--done" role="status">
        <span className="signup-success__icon" aria-hidden="true">
          ✓
        </span>
        <h2>Vielen Dank!</h2>
        {result.alreadySubscribed ? (
          <p>
            <strong>{result.email}</strong> ist bereits angemeldet. Wir informieren Sie, sobald ein Platz frei wird oder
            ein neuer Termin feststeht.
          </p>
        ) : (
          <p>
            Wir haben eine Bestätigungs-E-Mail an <strong>{result.email}</strong> gesendet. Bitte bestätigen Sie Ihre
            Anmeldung über den Link darin.
          </p>
        )}
        {!result.alreadySubscribed && !result.email_sent && <p className="dialog__note">{MAIL_NOT_SENT_NOTE}</p>}
      </div>
    );
  }

  return (
    <form ref={formRef} className="signup-card" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <h2>Jetzt vormerken lassen</h2>
      <p className="signup-card__lead">
        Kostenlos und unverbindlich. Sie erhalten nur Nachrichten zu freien Plätzen und neuen Terminen.
      </p>
      <CustomerNameField
        maxLength={NAME_MAX_LENGTH}
        value={name}
        onValueChange={setName}
        error={errors.customerName}
        disabled={submitting}
      />
      <CustomerEmailField value={email} onValueChange={setEmail} error={errors.customerEmail} disabled={submitting} />
      <FormBanner message={generalError} />
      <button type="submit" className="button button--primary button--large button--block" disabled={submitting}>
        {submitting ? 'Wird gesendet...' : 'Auf die Warteliste setzen'}
      </button>
      <p className="signup-card__privacy">
        Abmeldung jederzeit über den Link in jeder E-Mail. Details in der{' '}
        <a href={SITE_PATHS.privacy}>Datenschutzerklärung</a>.
      </p>
    </form>
  );
}
