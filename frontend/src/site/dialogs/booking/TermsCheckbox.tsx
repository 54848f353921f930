import { SITE_PATHS } from '@mpb/domain';
import { useId } from 'react';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled: boolean;
}

export function TermsCheckbox({ checked, onChange, error, disabled }: TermsCheckboxProps) {
  const id = useId();
  return (
    <div className={`terms ${error ? 'terms--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name="acceptedAGB"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      <div>
        <label htmlFor={id}>
          Ich akzeptiere die{' '}
          <a href={SITE_PATHS.terms} target="_blank" rel="noopener noreferrer">
            AGB
          </a>{' '}
          und habe die{' '}
          <a href={SITE_PATHS.privacy} target="_blank" rel="noopener noreferrer">
            Datenschutzerklärung
          </a>{' '}
          zur Kenntnis genommen. <span aria-hidden="true">*</span>
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
