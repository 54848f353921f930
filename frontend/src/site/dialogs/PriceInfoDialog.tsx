import { formatAmount } from '@mpb/domain';
import { useId, useState } from 'react';
import { Modal } from '../components/Modal';
import { type PricedCourseType, priceBreakdown } from '../content/course-prices';
import '../styles/price-info.css';

interface PriceInfoDialogProps {
  type: PricedCourseType;
  onClose: () => void;
}

/** Net price, 19 % VAT and gross of a course type, with an explanation to show or hide (spec 000 §3). */
export default function PriceInfoDialog({ type, onClose }: PriceInfoDialogProps) {
  const price = priceBreakdown(type);
  const [explained, setExplained] = useState(false);
  const explanationId = useId();

  return (
    <Modal
      title={`Preisinformation: ${price.title}`}
      subtitle="Live-Online-Seminar, 7,5 Stunden an einem Tag"
      onClose={onClose}
    >
      <dl className="price-info" data-testid="price-breakdown">
        <div>
          <dt>Nettopreis</dt>
          <dd>{formatAmount(price.netCents)}</dd>
        </div>
        <div>
          <dt>zzgl. {price.vatPercent} % MwSt.</dt>
          <dd>{formatAmount(price.vatCents)}</dd>
        </div>
        <div className="price-info__total">
          <dt>Gesamtpreis (brutto)</dt>
          <dd>{formatAmount(price.grossCents)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={explained}
        aria-controls={explanationId}
        data-autofocus
        onClick={() => setExplained((shown) => !shown)}
      >
        {explained ? 'Preiserklärung ausblenden' : 'Preiserklärung anzeigen'}
      </button>
      <div id={explanationId} className="price-info__explanation" hidden={!explained}>
        <p>
          Privatpersonen zahlen den Bruttopreis inklusive {price.vatPercent} % Mehrwertsteuer. Firmenkunden können bei
          der Buchung ihre USt-IdNr. angeben; die Rechnung weist die Mehrwertsteuer gesondert aus.
        </p>
        <p>
          Maßgeblich ist der Preis des gewählten Termins, den Sie im Buchungsdialog vor dem Bezahlen sehen. Genau dieser
          Betrag wird abgebucht, ohne weitere Gebühren.
        </p>
        {type === 'auffrischung' && (
          <p>Die Auffrischung Ihrer Sachkenntnis empfehlen wir mindestens alle zwei Jahre.</p>
        )}
        <p>Ihre Rechnung erhalten Sie als PDF per E-Mail.</p>
      </div>
    </Modal>
  );
}
