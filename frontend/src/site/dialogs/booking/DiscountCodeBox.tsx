import { useId } from 'react';
import type { DiscountStatus } from './use-discount-code';

interface DiscountCodeBoxProps {
  code: string;
  status: DiscountStatus;
  error: string | null;
  /** '20%' or '50 €' once the code is applied. */
  worth: string | null;
  emailMissing: boolean;
  disabled: boolean;
  onCodeChange: (code: string) => void;
  onCheck: () => void;
}

/** Optional discount code with its own check button; the result shows in green or as an error. */
export function DiscountCodeBox({
  code,
  status,
  error,
  worth,
  emailMissing,
  disabled,
  onCodeChange,
  onCheck,
}: DiscountCodeBoxProps) {
  const id = useId();
  const validating = status === 'validating';
  const checkDisabled = !code.trim() || emailMissing || disabled || validating;
  const messageId = `${id}-message`;

  return (
    <div className={`discount-box discount-box--${status}`}>
      <label htmlFor={id} className="field__label">
        Discount-Code<span className="field__optional"> (optional)</span>
      </label>
      <div className="discount-box__row">
        <input
          id={id}
          name="discountCode"
          className="field__input discount-box__input"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter checks the code instead of submitting the whole booking.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (!checkDisabled) onCheck();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          placeholder="z.B. RABATT10"
          disabled={disabled}
          aria-invalid={(status !== 'valid' && Boolean(error)) || undefined}
          aria-describedby={messageId}
        />
        <button type="button" className="button button--secondary" onClick={onCheck} disabled={checkDisabled}>
          {validating ? 'Wird geprüft...' : 'Prüfen'}
        </button>
      </div>
      <div id={messageId} className="discount-box__message" aria-live="polite">
        {status === 'valid' && !error && worth !== null && (
          <span className="discount-box__valid">
            ✓ Code {code} angewendet: {worth} Rabatt
          </span>
        )}
        {status !== 'validating' && error && <span className="field__error">{error}</span>}
        {status === 'untouched' && !error && code.trim() && emailMissing && (
          <span className="field__hint">Bitte geben Sie zuerst Ihre E-Mail-Adresse ein</span>
        )}
      </div>
    </div>
  );
}
