import {
  checkCompany,
  checkEmail,
  checkName,
  checkPhone,
  FIELD_MESSAGES,
  formatLongDate,
  inputFilters,
  normaliseEmail,
  PHONE_MIN_LENGTH,
} from '@mpb/domain';
import { type FormEvent, useState } from 'react';
import { CustomerEmailField, CustomerNameField } from '../../components/CustomerContactFields';
import { FormBanner, TextField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { ApiRequestError, messageOf } from '../../lib/api';
import { collectErrors, type FieldErrors, optionalText } from '../../lib/form-errors';
import { nameSubstitute } from './my-booking-changes-api';
import type { MyBooking } from './my-bookings-api';
import '../../styles/forms.css';
import '../../styles/my-booking-changes.css';

interface SubstituteActionProps {
  booking: MyBooking;
  /** After the substitute is registered, with the server's message, so the page can reload the list. */
  onSubstituted: (message: string) => void;
}

/** Field names as the API names them, so its `fields` messages land at the right inputs. */
type SubstituteField = 'name' | 'email' | 'phone' | 'company';
type SubstituteValues = Record<SubstituteField, string>;

const EMPTY: SubstituteValues = { name: '', email: '', phone: '', company: '' };

/** The booking form's rules and messages (000 §5); the server checks the same and has the last word. */
function validate(values: SubstituteValues): FieldErrors<SubstituteField> {
  return collectErrors<SubstituteField>({
    name: checkName(values.name, true),
    email: checkEmail(values.email, {
      required: FIELD_MESSAGES.bookingEmailInvalid,
      invalid: FIELD_MESSAGES.bookingEmailInvalid,
    }),
    phone: checkPhone(values.phone, PHONE_MIN_LENGTH),
    company: checkCompany(values.company, false),
  });
}

/** 'Ersatzperson benennen': another person takes the seat; whoever paid stays on the receipt. */
export function SubstituteAction({ booking, onSubstituted }: SubstituteActionProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SubstituteField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setErrors({});
    setSubmitted(false);
    setProblem(null);
  };

  const change = (field: SubstituteField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the person tried to send, each field's message follows the typing.
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const result = await nameSubstitute(booking.id, {
        name: values.name.trim(),
        email: normaliseEmail(values.email),
        phone: optionalText(values.phone),
        company: optionalText(values.company),
      });
      close();
      onSubstituted(result.message);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors(
        collectErrors<SubstituteField>({
          name: fields.name ?? null,
          email: fields.email ?? null,
          phone: fields.phone ?? null,
          company: fields.company ?? null,
        }),
      );
      setProblem(messageOf(error, 'Die Ersatzperson konnte nicht angemeldet werden. Bitte versuchen Sie es erneut.'));
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        Ersatzperson benennen
      </button>
      {open && (
        <Modal
          title="Ersatzperson benennen"
          subtitle={`${booking.courseTitle}, ${formatLongDate(booking.date)}`}
          onClose={close}
          busy={busy}
        >
          <form noValidate onSubmit={(event) => void submit(event)}>
            <p className="substitute-note">
              Die Ersatzperson erhält die Anmeldebestätigung, die Zugangsdaten, die Erinnerung und das Zertifikat. Auf
              dem Zahlungsbeleg bleibt genannt, wer bezahlt hat.
            </p>
            <fieldset className="form-section" disabled={busy}>
              <legend className="visually-hidden">Angaben zur Ersatzperson</legend>
              <div className="substitute-fields">
                <CustomerNameField
                  value={values.name}
                  onValueChange={(value) => change('name', value)}
                  error={errors.name}
                  autoFocusOnOpen
                />
                <CustomerEmailField
                  value={values.email}
                  onValueChange={(value) => change('email', value)}
                  error={errors.email}
                />
                <TextField
                  label="Telefon"
                  name="phone"
                  type="tel"
                  autoComplete="off"
                  value={values.phone}
                  onValueChange={(value) => change('phone', inputFilters.phone(value))}
                  error={errors.phone}
                  optional
                />
                <TextField
                  label="Firma"
                  name="company"
                  autoComplete="off"
                  value={values.company}
                  onValueChange={(value) => change('company', inputFilters.company(value))}
                  error={errors.company}
                  optional
                />
              </div>
            </fieldset>
            <FormBanner message={problem} />
            <div className="dialog__actions">
              <button type="button" className="button button--ghost" onClick={close} disabled={busy}>
                Abbrechen
              </button>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? 'Wird angemeldet...' : 'Ersatzperson anmelden'}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
