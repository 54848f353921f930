import { MPDG_SECTION_83 } from '../content/law-texts';
import { CONSULTATION_MAIL, messengerHref } from '../lib/consultation';
import { SITE_EMAIL, SITE_PHONE, mailHref, phoneHref } from '../lib/site-config';
import { useBrowserValue } from '../lib/use-browser-value';
import { ConsultationLink } from './ConsultationLink';
import { HydrateLater } from './HydrateLater';
import { LawTextLink } from './LawTextLink';

interface ContactBlockProps {
  title?: string;
  text?: string;
}

export function ContactBlock(props: ContactBlockProps) {
  return (
    <HydrateLater>
      <ContactSection {...props} />
    </HydrateLater>
  );
}

function ContactSection({
  title = 'Fragen? Wir beraten Sie persönlich.',
  text = 'Ob Termin, Inhalte oder Rechnung für Ihren Arbeitgeber: Rufen Sie uns an oder schreiben Sie uns. Wir melden uns in der Regel innerhalb eines Werktags.',
}: ContactBlockProps) {
  // Whether a messenger number is set is the server's configuration, which a prerendered page
  // cannot know: the link appears once the page runs, so server HTML and hydration agree.
  const messenger = useBrowserValue(
    () => messengerHref(`${CONSULTATION_MAIL.subject}\n\n${CONSULTATION_MAIL.body}`),
    null,
  );
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
            {messenger && (
              <li>
                <span className="contact-block__label">Messenger</span>
                <a className="contact-block__value" href={messenger} target="_blank" rel="noopener noreferrer">
                  WhatsApp
                </a>
              </li>
            )}
            <li>
              <ConsultationLink />
            </li>
            <li className="contact-block__law">
              Gesetzestext: <LawTextLink law={MPDG_SECTION_83} />
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
