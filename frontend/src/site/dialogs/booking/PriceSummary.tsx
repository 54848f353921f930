import { formatAmount, orderTotal, priceTaxNote } from '@mpb/domain';
import type { AppliedDiscount } from './use-discount-code';

interface PriceSummaryProps {
  /** Seats the order books; the price and the discount are per seat (DECISIONS 34). */
  seats: number;
  seatCents: number;
  currency: string;
  discount: AppliedDiscount | null;
  /** The course is exempt from VAT (§ 4 Nr. 21 UStG). */
  vatExempt: boolean;
}

/** Original price, discount and final price of the order, all gross (VAT included unless the course is exempt). */
export function PriceSummary({ seats, seatCents, currency, discount, vatExempt }: PriceSummaryProps) {
  const total = orderTotal(seats, seatCents, discount?.discountAmount ?? 0);
  const amount = (cents: number) => formatAmount(cents, currency);
  const several = seats > 1;
  const percent = discount?.discountType === 'percentage' ? ` (${discount.discountPercentage}%)` : '';
  return (
    <section className="price-summary" aria-label="Preisübersicht">
      <dl>
        <div>
          <dt>
            Kurspreis
            {several && (
              <>
                {' '}
                <span className="price-summary__seats">{`${seats} × ${amount(seatCents)}`}</span>
              </>
            )}
          </dt>
          <dd className={discount ? 'price-summary__struck' : undefined}>{amount(total.originalCents)}</dd>
        </div>
        {discount && (
          <div className="price-summary__discount">
            <dt>
              Rabatt {discount.code}
              {percent}
              {several && (
                <>
                  {' '}
                  <span className="price-summary__seats">{`${seats} × ${amount(discount.discountAmount)} je Platz`}</span>
                </>
              )}
            </dt>
            <dd>−{amount(total.discountCents)}</dd>
          </div>
        )}
        <div className="price-summary__total">
          <dt>Gesamtpreis</dt>
          <dd data-testid="final-price">{amount(total.totalCents)}</dd>
        </div>
      </dl>
      <p className="price-summary__note">{priceTaxNote(vatExempt)}</p>
    </section>
  );
}
