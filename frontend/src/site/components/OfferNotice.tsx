import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';

interface OfferNoticeProps {
  message: string;
  onDismiss: () => void;
}

/** Shown when a waitlist offer link from an e-mail no longer works. */
export function OfferNotice({ message, onDismiss }: OfferNoticeProps) {
  return (
    <div className="offer-notice" role="alert">
      <div className="container offer-notice__inner">
        <div>
          <p className="offer-notice__title">Platzangebot nicht verfügbar</p>
          <p>
            {message} Fragen? <a href={phoneHref()}>{SITE_PHONE}</a> oder <a href={mailHref()}>{SITE_EMAIL}</a>
          </p>
        </div>
        <button type="button" className="offer-notice__close" onClick={onDismiss} aria-label="Hinweis schließen">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
