import { SITE_PATHS } from '@mpb/domain';
import { useId } from 'react';

interface EarlyStartCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled: boolean;
}

/**
 * § 356 Abs. 4 BGB: a private customer booking a date that starts within the 14-day withdrawal
 * period requests the early start expressly; the wording follows the AGB's Widerrufsbelehrung.
 */
export function EarlyStartCheckbox({ checked, onChange, error, disabled }: EarlyStartCheckboxProps) {
  const id = useId();
  return (
    <div className={`terms ${error ? 'terms--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name="earlyStartRequested"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      <div>
        <label htmlFor={id}>
          Dieser Termin beginnt innerhalb der 14-tägigen Widerrufsfrist. Ich verlange ausdrücklich, dass Sie vor Ablauf
          der Widerrufsfrist mit der Leistung beginnen. Mir ist bekannt, dass mein Widerrufsrecht erlischt, wenn Sie die
          Dienstleistung vollständig erbracht haben (
          <a href={`${SITE_PATHS.terms}#widerrufsbelehrung`} target="_blank" rel="noopener noreferrer">
            Widerrufsbelehrung
          </a>
          ). <span aria-hidden="true">*</span>
        </label>
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
