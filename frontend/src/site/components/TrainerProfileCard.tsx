import { consultationMail } from '../content/about-us';
import type { Trainer } from '../content/trainer';
import { SITE_PHONE, phoneHref } from '../lib/site-config';
import { ConsultationLink } from './ConsultationLink';

interface TrainerProfileCardProps {
  trainer: Trainer;
}

/** Portrait, name, key facts and the two ways to ask for a consultation. */
export function TrainerProfileCard({ trainer }: TrainerProfileCardProps) {
  return (
    <aside className="trainer-card" aria-labelledby="trainer-name">
      {trainer.portrait ? (
        <img className="trainer-card__portrait" src={trainer.portrait.src} alt={trainer.portrait.alt} />
      ) : (
        <div className="trainer-card__portrait trainer-card__portrait--empty" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5Z" />
          </svg>
        </div>
      )}
      <h2 id="trainer-name" className="trainer-card__name">
        {trainer.name}
      </h2>
      <p className="trainer-card__role">{trainer.role}</p>
      <p className="trainer-card__introduction">{trainer.introduction}</p>
      <dl className="trainer-card__facts">
        {trainer.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
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
