import { useRef, useState } from 'react';
import { ApiRequestError, messageOf } from '../../lib/api';
import type { Course } from '../../lib/courses';
import { checkEmail, checkName, normaliseEmail } from '@mpb/domain';
import { collectErrors, type FieldErrors, optionalText } from '../../lib/form-errors';
import {
  MAIL_NOT_SENT_NOTE,
  UNKNOWN_ERROR_MESSAGE,
  WAITLIST_ERROR_MESSAGE,
  joinWaitlist,
  subscribeNewsletter,
} from '../../lib/signup-api';
import { submissionBlocker } from '../../lib/submit-guard';
import { type Toast, useToast } from '../../lib/toast';

type SignupField = 'customerName' | 'customerEmail';

interface SignupOutcome {
  /** Waitlist position, when the sign-up was for a date. */
  position: number | null;
  already: boolean;
  emailSent: boolean;
}

function withMailNote(description: string, emailSent: boolean): string {
  return emailSent ? description : `${description} ${MAIL_NOT_SENT_NOTE}`;
}

/** Sign-up of the waitlist / newsletter dialog: waitlist for a date, or the newsletter without one. */
export function useSignup(course: Course | null) {
  const showToast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SignupOutcome | null>(null);
  const [openedAt] = useState(() => Date.now());
  const inFlight = useRef(false);

  const submit = async (name: string, email: string): Promise<boolean> => {
    if (inFlight.current) return false;
    const fieldErrors = collectErrors<SignupField>({
      customerName: checkName(name, false),
      customerEmail: checkEmail(email),
    });
    setErrors(fieldErrors);
    setBanner(null);
    if (Object.keys(fieldErrors).length > 0) return false;
    const blocker = submissionBlocker(course ? 'waitlist' : 'newsletter', openedAt);
    if (blocker) {
      setBanner(blocker);
      return false;
    }

    inFlight.current = true;
    setSubmitting(true);
    const customerName = optionalText(name);
    const customerEmail = normaliseEmail(email);
    try {
      let toast: Toast;
      if (course) {
        const result = await joinWaitlist({ courseId: course.id, customerName, customerEmail, customerPhone: null });
        setOutcome({ position: result.position, already: result.alreadyOnWaitlist, emailSent: result.email_sent });
        toast = result.alreadyOnWaitlist
          ? { title: 'Bereits auf Warteliste', description: `Sie stehen bereits auf Position ${result.position}.` }
          : {
              title: 'Warteliste-Eintragung erfolgreich',
              description: withMailNote(`Sie stehen auf Position ${result.position}.`, result.email_sent),
            };
      } else {
        const result = await subscribeNewsletter({ customerName, customerEmail, source: 'website' });
        setOutcome({ position: null, already: result.alreadySubscribed, emailSent: result.email_sent });
        toast = result.alreadySubscribed
          ? { title: 'Bereits angemeldet', description: 'Diese E-Mail-Adresse erhält unseren Newsletter bereits.' }
          : {
              title: 'Newsletter-Anmeldung erfolgreich',
              description: withMailNote(
                'Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.',
                result.email_sent,
              ),
            };
      }
      showToast({ ...toast, tone: 'success' });
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(pickSignupFields(error.fields));
      if (course) {
        setBanner(messageOf(error, WAITLIST_ERROR_MESSAGE));
      } else {
        showToast({ title: 'Fehler', description: messageOf(error, UNKNOWN_ERROR_MESSAGE), tone: 'destructive' });
      }
      return false;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { submitting, errors, setErrors, banner, outcome, submit };
}

function pickSignupFields(fields: Record<string, string>): FieldErrors<SignupField> {
  return collectErrors<SignupField>({
    customerName: fields.customerName ?? null,
    customerEmail: fields.customerEmail ?? null,
  });
}
