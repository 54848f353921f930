import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';

interface ContactBlockProps {
  title?: string;
  text?: string;
}

const consultationSubject = 'Beratungsanfrage: Medizinprodukteberater Zertifizierung';
const consultationBody =
  'Guten Tag,\n\nich interessiere mich für das Online-Seminar zum Medizinprodukteberater und bitte um eine kurze Beratung.\n\nMeine Telefonnummer: \nAm besten erreichbar: \n\nMit freundlichen Grüßen\n';

export function ContactBlock({
  title = 'Fragen? Wir beraten Sie persönlich.',
  text = 'Ob Termin, Inhalte oder Rechnung für Ihren Arbeitgeber: Rufen Sie uns an oder schreiben Sie uns. Wir melden uns in der Regel innerhalb eines Werktags.',
}: ContactBlockProps) {
  return (
    <section className="section" aria-labelledby="contact-heading">
      <div className="container">
        <div className="contact-block">
          <div className="contact-block__intro">
            <h2 id="contact-heading">{title}</h2>
            <p>{text}</p>
          </div>
          <ul className="contact-block__options">
            <li>
              <span className="contact-block__label">Telefon (kostenfrei)</span>
              <a className="contact-block__value" href={phoneHref()}>
                {SITE_PHONE}
              </a>
            </li>
            <li>
              <span className="contact-block__label">E-Mail</span>
              <a className="contact-block__value" href={mailHref()}>
                {SITE_EMAIL}
              </a>
            </li>
            <li>
              <a className="button button--secondary" href={mailHref(consultationSubject, consultationBody)}>
                Beratung per E-Mail anfragen
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
