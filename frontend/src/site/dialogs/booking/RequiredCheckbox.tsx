import { useId, type ReactNode } from 'react';

interface RequiredCheckboxProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled: boolean;
  /** The label's text, links included. */
  children: ReactNode;
}

export type CheckboxProps = Omit<RequiredCheckboxProps, 'name' | 'children'>;

/** A checkbox the booking cannot go on without, with its field message below the label. */
export function RequiredCheckbox({ name, checked, onChange, error, disabled, children }: RequiredCheckboxProps) {
  const id = useId();
  return (
    <div className={`terms ${error ? 'terms--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      <div>
        <label htmlFor={id}>
          {children} <span aria-hidden="true">*</span>
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
