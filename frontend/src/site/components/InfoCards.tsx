import { formatAmount, priceTaxNote, SERVED_TEXTS } from '@mpb/domain';
import { ServedText } from './ServedText';
import { PriceInfoButton } from './PriceInfoButton';
import '../styles/info-cards.css';

interface InfoCardsProps {
  basisPriceCents: number;
  /** The priced basis date is exempt from VAT (§ 4 Nr. 21 UStG). */
  basisVatExempt: boolean;
}

/** Duration, price and format of the basis course (spec: 7.5 hours, price of the next basis date, live online). */
export function InfoCards({ basisPriceCents, basisVatExempt }: InfoCardsProps) {
  return (
    <ul className="info-cards">
      <li className="info-card">
        <span className="info-card__label">Dauer</span>
        <span className="info-card__value">7,5 Stunden</span>
        <span className="info-card__hint">08:30-16:00 Uhr an einem Tag</span>
      </li>
      <li className="info-card">
        <span className="info-card__label">Preis</span>
        <ServedText name={SERVED_TEXTS.basisPrice} className="info-card__value">
          {formatAmount(basisPriceCents)}
        </ServedText>
        <span className="info-card__hint">
          <ServedText name={SERVED_TEXTS.basisPriceTax}>{priceTaxNote(basisVatExempt)}</ServedText>, Rechnung per E-Mail
          · <PriceInfoButton type="basis" />
        </span>
      </li>
      <li className="info-card">
        <span className="info-card__label">Format</span>
        <span className="info-card__value">Live Online</span>
        <span className="info-card__hint">Webinar mit qualifiziertem Zertifikat</span>
      </li>
    </ul>
  );
}
