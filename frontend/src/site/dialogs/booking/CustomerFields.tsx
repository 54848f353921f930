import { useId } from 'react';
import { CustomerEmailField, CustomerNameField } from '../../components/CustomerContactFields';
import { TextAreaField, TextField } from '../../components/FormField';
import type { CustomerType } from '../../lib/booking-api';
import { COMMENTS_MAX_LENGTH, inputFilters } from '@mpb/domain';
import type { BookingErrors, BookingFormValues } from './booking-form';

interface CustomerFieldsProps {
  values: BookingFormValues;
  errors: BookingErrors;
  onChange: <Field extends keyof BookingFormValues>(field: Field, value: BookingFormValues[Field]) => void;
  disabled: boolean;
  /** A waitlist offer is bound to the address it was sent to. */
  emailLocked: boolean;
  /** A full date only needs the contact for the waitlist. */
  waitlistOnly: boolean;
  /** The course is exempt from VAT (§ 4 Nr. 21 UStG). */
  vatExempt: boolean;
}

const customerTypes = (vatExempt: boolean): { value: CustomerType; label: string; hint: string }[] => [
  {
    value: 'private',
    label: 'Privatkunde',
    hint: vatExempt ? 'Sie zahlen den angezeigten Preis (umsatzsteuerfrei)' : 'Sie zahlen den Bruttopreis inkl. MwSt.',
  },
  { value: 'business', label: 'Firmenkunde', hint: 'Rechnung auf Ihr Unternehmen, mit USt-IdNr.' },
];

export function CustomerFields({
  values,
  errors,
  onChange,
  disabled,
  emailLocked,
  waitlistOnly,
  vatExempt,
}: CustomerFieldsProps) {
  const typeGroupId = useId();
  return (
    <fieldset className="form-section" disabled={disabled}>
      <legend className="form-section__title">Ihre Daten</legend>
      <div className="form-grid">
        <CustomerNameField
          value={values.customerName}
          onValueChange={(value) => onChange('customerName', value)}
          error={errors.customerName}
          optional={waitlistOnly}
          autoFocusOnOpen={!values.customerName}
        />
        <CustomerEmailField
          value={values.customerEmail}
          onValueChange={(value) => onChange('customerEmail', value)}
          error={errors.customerEmail}
          readOnly={emailLocked}
          hint={emailLocked ? 'Das Platzangebot gilt nur für diese E-Mail-Adresse.' : undefined}
        />
        <TextField
          label="Telefon"
          name="customerPhone"
          type="tel"
          autoComplete="tel"
          value={values.customerPhone}
          onValueChange={(value) => onChange('customerPhone', inputFilters.phone(value))}
          error={errors.customerPhone}
          optional
          hint="Für Rückfragen zu Ihrer Buchung"
        />
      </div>

      {!waitlistOnly && (
        <>
          <div className="choice-group" role="radiogroup" aria-labelledby={typeGroupId}>
            <span id={typeGroupId} className="field__label">
              Kundentyp
            </span>
            <div className="choice-group__options">
              {customerTypes(vatExempt).map((type) => (
                <label
                  key={type.value}
                  className={`choice ${values.customerType === type.value ? 'choice--selected' : ''}`}
                >
                  <input
                    type="radio"
                    name="customerType"
                    value={type.value}
                    checked={values.customerType === type.value}
                    onChange={() => onChange('customerType', type.value)}
                  />
                  <span className="choice__text">
                    <span className="choice__label">{type.label}</span>
                    <span className="choice__hint">{type.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </div>

          {values.customerType === 'business' && (
            <TextField
              label="Firmenname"
              name="customerCompany"
              autoComplete="organization"
              value={values.customerCompany}
              onValueChange={(value) => onChange('customerCompany', inputFilters.company(value))}
              error={errors.customerCompany}
            />
          )}

          <TextAreaField
            label="Anmerkungen"
            name="customerComments"
            rows={3}
            maxLength={COMMENTS_MAX_LENGTH}
            value={values.customerComments}
            onValueChange={(value) => onChange('customerComments', value)}
            error={errors.customerComments}
            placeholder="z.B. Fragen zum Seminar"
          />
        </>
      )}
    </fieldset>
  );
}
