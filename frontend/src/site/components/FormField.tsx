import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, optional, error, hint, aside, className, children }: FieldFrameProps) {
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
          {optional ? <span className="field__optional"> (optional)</span> : <span aria-hidden="true"> *</span>}
        </label>
        {aside}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode, extra?: string): string | undefined {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : null, extra].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  autoFocusOnOpen?: boolean;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional,
  className,
  autoFocusOnOpen,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} error={error} hint={hint} className={className}>
      <input
        {...inputProps}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        data-autofocus={autoFocusOnOpen || undefined}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength: number;
  error?: string;
  hint?: ReactNode;
}

/** Free text with a hard length stop and a visible counter. */
export function TextAreaField({ label, value, onValueChange, maxLength, error, hint, ...props }: TextAreaFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const nearLimit = value.length >= maxLength * 0.9;
  const counter = (
    <span id={counterId} className={`field__counter ${nearLimit ? 'field__counter--limit' : ''}`}>
      {value.length}/{maxLength}
      <span className="visually-hidden"> Zeichen</span>
    </span>
  );
  return (
    <FieldFrame id={id} label={label} optional error={error} hint={hint} aside={counter}>
      <textarea
        {...props}
        id={id}
        className="field__input field__input--textarea"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value.slice(0, maxLength))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, counterId)}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  error?: string;
}

export function SelectField({ label, value, options, onValueChange, error, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        {...props}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The form-wide error above the submit button; nothing while there is none. */
export function FormBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="form-banner" role="alert">
      {message}
    </div>
  );
}
