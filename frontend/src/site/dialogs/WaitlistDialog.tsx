import { type FormEvent, useId, useState } from 'react';
import { CustomerEmailField, CustomerNameField } from '../components/CustomerContactFields';
import { FormBanner } from '../components/FormField';
import { Modal } from '../components/Modal';
import type { Course } from '../lib/courses';
import { formatLongDate, formatTimeRange, SITE_PATHS } from '@mpb/domain';
import { MAIL_NOT_SENT_NOTE } from '../lib/signup-api';
import { usePrefillWithSignedInEmail } from '../lib/visitor-session';
import { useSignup } from './signup/use-signup';
import '../styles/forms.css';
import '../styles/booking.css';

interface WaitlistDialogProps {
  /** Full dates to choose from; without any the dialog signs up for the newsletter. */
  courses: Course[];
  onClose: () => void;
}

/** Waitlist / newsletter dialog (000 §2): optional name, required e-mail, then 'Anmeldung erfolgreich!'. */
export default function WaitlistDialog({ courses, onClose }: WaitlistDialogProps) {
  const [courseId, setCourseId] = useState<Course['id'] | null>(courses[0]?.id ?? null);
  const course = courses.find((candidate) => candidate.id === courseId) ?? null;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  usePrefillWithSignedInEmail((signedInEmail) => setEmail((current) => current || signedInEmail));
  const signup = useSignup(course);
  const selectId = useId();
  const newsletter = course === null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void signup.submit(name, email).then((ok) => {
      if (ok) return;
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
    });
  };

  const title = newsletter ? 'Neue Termine per E-Mail' : 'Auf die Warteliste setzen';
  const subtitle = newsletter
    ? 'Wir informieren Sie, sobald neue Seminartermine feststehen.'
    : 'Wird ein Platz frei, bieten wir ihn Ihnen per E-Mail an.';

  const success = signup.outcome && (
    <>
      <div className="signup-success" role="status">
        <span className="signup-success__icon" aria-hidden="true">
          ✓
        </span>
        {newsletter ? (
          <p>
            {signup.outcome.already
              ? `${email.trim()} ist bereits für unseren Newsletter angemeldet.`
              : `Wir haben eine E-Mail an ${email.trim()} gesendet. Bitte bestätigen Sie Ihre Anmeldung über den Link darin.`}
          </p>
        ) : (
          <p>
            {signup.outcome.already ? 'Sie stehen bereits auf der Warteliste' : 'Sie stehen auf der Warteliste'} für den{' '}
            {course && formatLongDate(course.date)}, Position <strong>{signup.outcome.position}</strong>.
            {!signup.outcome.already &&
              signup.outcome.emailSent &&
              ' Eine Bestätigung haben wir Ihnen per E-Mail geschickt.'}
          </p>
        )}
        {!signup.outcome.already && !signup.outcome.emailSent && <p className="dialog__note">{MAIL_NOT_SENT_NOTE}</p>}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          Schließen
        </button>
      </div>
    </>
  );

  const successTitle = !signup.outcome?.already
    ? 'Anmeldung erfolgreich!'
    : newsletter
      ? 'Bereits angemeldet'
      : 'Bereits auf Warteliste';

  return (
    <Modal
      title={success ? successTitle : title}
      subtitle={success ? undefined : subtitle}
      onClose={onClose}
      busy={signup.submitting}
    >
      {success || (
        <form className="signup-form" noValidate onSubmit={handleSubmit}>
          {course && courses.length > 1 && (
            <div className="field">
              <label htmlFor={selectId} className="field__label">
                Termin
              </label>
              <select
                id={selectId}
                className="field__input"
                value={String(courseId)}
                onChange={(event) =>
                  setCourseId(courses.find((entry) => String(entry.id) === event.target.value)?.id ?? null)
                }
              >
                {courses.map((entry) => (
                  <option key={entry.id} value={String(entry.id)}>
                    {formatLongDate(entry.date)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {course && courses.length === 1 && (
            <p className="signup-form__course">
              <strong>{course.title}</strong>
              <br />
              {formatLongDate(course.date)}, {formatTimeRange(course.start_time, course.end_time)}
            </p>
          )}
          <CustomerNameField
            value={name}
            onValueChange={setName}
            error={signup.errors.customerName}
            optional
            disabled={signup.submitting}
            autoFocusOnOpen
          />
          <CustomerEmailField
            value={email}
            onValueChange={setEmail}
            error={signup.errors.customerEmail}
            disabled={signup.submitting}
          />
          <p className="dialog__note">
            Ihre Angaben nutzen wir nur für diese Benachrichtigung; jede E-Mail enthält einen Abmelde-Link. Mehr in der{' '}
            <a href={SITE_PATHS.privacy} target="_blank" rel="noopener noreferrer">
              Datenschutzerklärung
            </a>
            .
          </p>
          <FormBanner message={signup.banner} />
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={signup.submitting}>
              Abbrechen
            </button>
            <button type="submit" className="button button--primary" disabled={signup.submitting}>
              {signup.submitting
                ? 'Wird gesendet...'
                : newsletter
                  ? 'Newsletter abonnieren'
                  : 'Auf die Warteliste setzen'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
