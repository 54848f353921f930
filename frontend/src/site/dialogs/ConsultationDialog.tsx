import { Modal } from '../components/Modal';
import { type ConsultationMail, consultationMailHref, messengerHref } from '../lib/consultation';
import { SITE_EMAIL, SITE_PHONE, phoneHref } from '../lib/site-config';
import { useToast } from '../lib/toast';
import '../styles/consultation.css';

interface ConsultationDialogProps {
  mail: ConsultationMail;
  onClose: () => void;
}

/** The fallback after the mail link: copy address and text, or call, or write by messenger. */
export default function ConsultationDialog({ mail, onClose }: ConsultationDialogProps) {
  const showToast = useToast();
  const content = `Betreff: ${mail.subject}\n\n${mail.body}`;
  const messenger = messengerHref(`${mail.subject}\n\n${mail.body}`);

  const copy = async (text: string, success: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ title: success, tone: 'success' });
    } catch {
      showToast({ title: 'Kopieren fehlgeschlagen', tone: 'destructive' });
    }
  };

  return (
    <Modal title="Beratung anfragen" subtitle="Falls sich Ihr E-Mail-Programm nicht geöffnet hat:" onClose={onClose}>
      <div className="consultation">
        <p>
          Schreiben Sie uns an <a href={consultationMailHref(mail)}>{SITE_EMAIL}</a>. Sie können Adresse und Text hier
          kopieren.
        </p>
        <pre className="consultation__text">{content}</pre>
        <div className="consultation__actions">
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => void copy(SITE_EMAIL, 'E-Mail-Adresse kopiert')}
          >
            E-Mail-Adresse kopieren
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void copy(content, 'E-Mail-Inhalt in Zwischenablage kopiert')}
          >
            E-Mail-Inhalt kopieren
          </button>
        </div>
        <p>
          Lieber persönlich? Rufen Sie uns kostenfrei an: <a href={phoneHref()}>{SITE_PHONE}</a>
          {messenger && (
            <>
              {' '}
              oder schreiben Sie uns per{' '}
              <a href={messenger} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </a>
            </>
          )}
          .
        </p>
      </div>
    </Modal>
  );
}
