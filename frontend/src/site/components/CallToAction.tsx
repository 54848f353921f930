import { SITE_PATHS } from '@mpb/domain';
import { HydrateLater } from './HydrateLater';

interface CallToActionProps {
  title?: string;
  text?: string;
}

export function CallToAction({
  title = 'Bereit für Ihre Zertifizierung?',
  text = 'Sichern Sie sich einen Platz im nächsten Live-Online-Seminar. Die Teilnehmerzahl ist begrenzt, damit Zeit für Ihre Fragen bleibt.',
}: CallToActionProps) {
  return (
    <HydrateLater>
      <section className="section">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2>{title}</h2>
              <p>{text}</p>
            </div>
            <div className="cta-band__actions">
              <a href={SITE_PATHS.courses} className="button button--light button--large">
                Termine ansehen
              </a>
              <a href={SITE_PATHS.seminarContent} className="button button--outline-light button--large">
                Seminarinhalte
              </a>
            </div>
          </div>
        </div>
      </section>
    </HydrateLater>
  );
}
