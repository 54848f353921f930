import { useId } from 'react';
import type { PaymentMethod } from '../../lib/booking-api';

interface PaymentMethodFieldsProps {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  error?: string;
  disabled: boolean;
}

const PAYMENT_METHODS: { value: PaymentMethod; label: string; hint: string }[] = [
  { value: 'card', label: 'Kreditkarte', hint: 'Sicher bezahlen im nächsten Schritt' },
  {
    value: 'invoice',
    label: 'Auf Rechnung (Überweisung)',
    hint: 'Die Buchung ist sofort verbindlich. Die Rechnung mit Zahlungsziel (14 Tage, spätestens 3 Werktage vor Kursbeginn) erhalten Sie per E-Mail.',
  },
];

/** 'Zahlungsart': card, or for a business customer where it is offered, on invoice (DECISIONS 35). */
export function PaymentMethodFields({ value, onChange, error, disabled }: PaymentMethodFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="form-section" disabled={disabled}>
      <legend className="form-section__title">Zahlungsart</legend>
      <div className={`choice-group__options ${error ? 'choice-group__options--invalid' : ''}`}>
        {PAYMENT_METHODS.map((method) => (
          <label key={method.value} className={`choice ${value === method.value ? 'choice--selected' : ''}`}>
            <input
              type="radio"
              name="paymentMethod"
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span className="choice__text">
              <span className="choice__label">{method.label}</span>
              <span className="choice__hint">{method.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
