import { EMAIL_MAX_LENGTH, inputFilters } from '@mpb/domain';
import { TextField, type TextFieldProps } from './FormField';

type ContactFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'inputMode' | 'autoComplete'>;

/** The customer's name, as the booking, waitlist and newsletter forms all ask for it. */
export function CustomerNameField({ onValueChange, ...props }: ContactFieldProps) {
  return (
    <TextField
      {...props}
      label="Name"
      name="customerName"
      autoComplete="name"
      onValueChange={(value) => onValueChange(inputFilters.name(value))}
    />
  );
}

/** The customer's e-mail address; spaces are dropped while typing. */
export function CustomerEmailField({ onValueChange, ...props }: ContactFieldProps) {
  return (
    <TextField
      {...props}
      label="E-Mail"
      name="customerEmail"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      onValueChange={(value) => onValueChange(inputFilters.email(value))}
    />
  );
}
