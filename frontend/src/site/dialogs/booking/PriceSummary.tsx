import { formatAmount, priceTaxNote } from '@mpb/domain';
import type { AppliedDiscount } from './use-discount-code';

interface PriceSummaryProps {
  originalCents: number;
  currency: string;
  discount: AppliedDiscount | null;
  /** The course is exempt from VAT (§ 4 Nr. 21 UStG). */
  vatExempt: boolean;
}

/** Original price, discount and final price, all gross (VAT included unless the course is exempt). */
export function PriceSummary({ originalCents, currency, discount, vatExempt }: PriceSummaryProps) {
  const finalCents = discount ? discount.finalPrice : originalCents;
  return (
    <section className="price-summary" aria-label="Preisübersicht">
      <dl>
        <div>
          <dt>Kurspreis</dt>
          <dd className={discount ? 'price-summary__struck' : undefined}>{formatAmount(originalCents, currency)}</dd>
        </div>
        {discount && (
          <div className="price-summary__discount">
            <dt>
              Rabatt {discount.code}
              {discount.discountType === 'percentage' && ` (${discount.discountPercentage}%)`}
            </dt>
            <dd>−{formatAmount(discount.discountAmount, currency)}</dd>
          </div>
        )}
        <div className="price-summary__total">
          <dt>Gesamtpreis</dt>
          <dd data-testid="final-price">{formatAmount(finalCents, currency)}</dd>
        </div>
      </dl>
      <p className="price-summary__note">{priceTaxNote(vatExempt)}</p>
    </section>
  );
}
