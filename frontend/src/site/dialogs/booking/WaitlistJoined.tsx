import { MAIL_NOT_SENT_NOTE, ALREADY_ON_WAITLIST_MESSAGE, type WaitlistResult } from '../../lib/signup-api';

interface WaitlistJoinedProps {
  result: WaitlistResult;
  onClose: () => void;
}

/** The booking dialog's confirmation after the waitlist prompt of a full date. */
export function WaitlistJoined({ result, onClose }: WaitlistJoinedProps) {
  return (
    <div className="waitlist-joined">
      <div className="notice notice--success" role="alert">
        <p className="waitlist-joined__title">
          {result.alreadyOnWaitlist ? ALREADY_ON_WAITLIST_MESSAGE : 'Sie wurden zur Warteliste hinzugefügt.'}
        </p>
        <p>
          Ihre Position auf der Warteliste: <strong data-testid="waitlist-position">{result.position}</strong>
        </p>
      </div>
      <p className="dialog__note">
        Wird ein Platz frei, erhalten Sie ein persönliches Angebot per E-Mail und können 24 Stunden lang verbindlich
        buchen.
      </p>
      {!result.alreadyOnWaitlist && !result.email_sent && <p className="dialog__note">{MAIL_NOT_SENT_NOTE}</p>}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          Schließen
        </button>
      </div>
    </div>
  );
}
