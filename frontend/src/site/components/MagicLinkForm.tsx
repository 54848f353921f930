import { type FormEvent, type ReactNode, useState } from 'react';
import { checkEmail, normaliseEmail } from '@mpb/domain';
import { messageOf } from '../lib/api';
import { requestMagicLink } from '../lib/visitor-session';
import { CustomerEmailField } from './CustomerContactFields';
import { FormBanner } from './FormField';
import '../styles/forms.css';

interface MagicLinkFormProps {
  /** Path of this site the link leads back to. */
  redirect: string;
  onSent: (email: string) => void;
  onSendingChange?: (sending: boolean) => void;
  /** Shown before the submit button, e.g. the dialog's 'Abbrechen'. */
  secondaryAction?: (sending: boolean) => ReactNode;
  autoFocusOnOpen?: boolean;
}

/** The magic-link sign-in form (000 §8): one e-mail field, no password; used by the login dialog and 'Meine Buchungen'. */
export function MagicLinkForm({
  redirect,
  onSent,
  onSendingChange,
  secondaryAction,
  autoFocusOnOpen,
}: MagicLinkFormProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const changeSending = (value: boolean) => {
    setSending(value);
    onSendingChange?.(value);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const problem = checkEmail(email);
    setFieldError(problem);
    setBanner(null);
    if (problem) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    changeSending(true);
    try {
      await requestMagicLink(normaliseEmail(email), redirect);
      onSent(normaliseEmail(email));
    } catch (error) {
      setBanner(messageOf(error, 'Ein Fehler ist aufgetreten'));
    } finally {
      changeSending(false);
    }
  };

  return (
    <form
      className="signup-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label="Anmeldung per Magic Link"
    >
      <CustomerEmailField
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setFieldError(null);
        }}
        error={fieldError ?? undefined}
        disabled={sending}
        autoFocusOnOpen={autoFocusOnOpen}
      />
      <FormBanner message={banner} />
      <div className="dialog__actions">
        {secondaryAction?.(sending)}
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Wird gesendet...' : 'Magic Link senden'}
        </button>
      </div>
    </form>
  );
}
