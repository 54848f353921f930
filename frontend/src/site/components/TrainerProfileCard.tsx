import { consultationMail } from '../content/about-us';
import { SITE_PHONE, phoneHref } from '../lib/site-config';
import { SITE } from '../lib/site-settings';
import { ConsultationLink } from './ConsultationLink';

/**
 * The trainer's portrait, name, role and key facts from the running server's profile
 * (SITE_TRAINER_PROFILE; markup the API fills into the page), and the two ways to ask for a consultation.
 */
export function TrainerProfileCard() {
  return (
    <aside className="trainer-card" aria-labelledby="trainer-name">
      <div dangerouslySetInnerHTML={{ __html: SITE.trainerCardHtml }} />
      <div className="trainer-card__actions">
        <ConsultationLink mail={consultationMail} className="button button--primary button--block">
          Beratungsgespräch anfragen
        </ConsultationLink>
        <a className="button button--ghost button--block" href={phoneHref()}>
          Anrufen: {SITE_PHONE}
        </a>
      </div>
    </aside>
  );
}
