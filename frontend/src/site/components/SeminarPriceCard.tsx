import { formatAmount, SITE_PATHS } from '@mpb/domain';
import { priceBreakdown } from '../content/course-prices';
import { SEMINAR_OFFER } from '../content/seminar-topics';
import { PriceInfoButton } from './PriceInfoButton';
import '../styles/seminar-offer.css';

/** Net price plus VAT as the spec shows it on /seminarinhalte, with the gross amount charged. */
export function SeminarPriceCard() {
  return (
    <aside className="price-card" aria-labelledby="price-card-title" data-testid="price-card">
      <p className="price-card__eyebrow">Live-Online-Seminar</p>
      <h2 id="price-card-title" className="price-card__title">
        {SEMINAR_OFFER.title}
      </h2>
      <p className="price-card__price">
        {SEMINAR_OFFER.netPrice}{' '}
        <span>
          zzgl. {SEMINAR_OFFER.vat} ({SEMINAR_OFFER.grossPrice} brutto)
        </span>
      </p>
      <p className="price-card__details">
        <PriceInfoButton type="basis" />
        <span>
          Auffrischung: {formatAmount(priceBreakdown('auffrischung').netCents)} zzgl. MwSt.{' '}
          <PriceInfoButton type="auffrischung" label="Details zum Auffrischungskurs">
            Details
          </PriceInfoButton>
        </span>
      </p>
      <ul className="price-card__facts">
        {SEMINAR_OFFER.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <a href={SITE_PATHS.courses} className="button button--primary button--block">
        Jetzt buchen
      </a>
      <p className="price-card__note">Termine und freie Plätze sehen Sie vor der Buchung.</p>
    </aside>
  );
}
