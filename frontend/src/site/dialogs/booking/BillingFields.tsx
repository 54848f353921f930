import { SelectField, TextField } from '../../components/FormField';
import { BILLING_COUNTRIES, billingInputFilters } from '@mpb/domain';
import type { BookingErrors, BookingFormValues } from './booking-form';

interface BillingFieldsProps {
  values: BookingFormValues;
  errors: BookingErrors;
  onChange: <Field extends keyof BookingFormValues>(field: Field, value: BookingFormValues[Field]) => void;
  disabled: boolean;
}

const COUNTRY_OPTIONS = BILLING_COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/** 'Rechnungsadresse': the address every invoice names, and a business customer's VAT ID and order references. */
export function BillingFields({ values, errors, onChange, disabled }: BillingFieldsProps) {
  const business = values.customerType === 'business';
  return (
    <fieldset className="form-section" disabled={disabled}>
      <legend className="form-section__title">Rechnungsadresse</legend>
      <div className="form-grid">
        <TextField
          label="Straße und Hausnummer"
          name="billingStreet"
          autoComplete="billing street-address"
          value={values.billingStreet}
          onValueChange={(value) => onChange('billingStreet', billingInputFilters.street(value))}
          error={errors.billingStreet}
        />
        <TextField
          label="PLZ"
          name="billingPostalCode"
          autoComplete="billing postal-code"
          inputMode={values.billingCountry === 'DE' || values.billingCountry === 'AT' ? 'numeric' : undefined}
          value={values.billingPostalCode}
          onValueChange={(value) => onChange('billingPostalCode', billingInputFilters.postalCode(value))}
          error={errors.billingPostalCode}
        />
        <TextField
          label="Ort"
          name="billingCity"
          autoComplete="billing address-level2"
          value={values.billingCity}
          onValueChange={(value) => onChange('billingCity', billingInputFilters.city(value))}
          error={errors.billingCity}
        />
        <SelectField
          label="Land"
          name="billingCountry"
          autoComplete="billing country"
          value={values.billingCountry}
          options={COUNTRY_OPTIONS}
          onValueChange={(value) => onChange('billingCountry', value)}
          error={errors.billingCountry}
        />
        {business && (
          <>
            <TextField
              label="USt-IdNr."
              name="vatId"
              autoCapitalize="characters"
              spellCheck={false}
              value={values.vatId}
              onValueChange={(value) => onChange('vatId', billingInputFilters.vatId(value))}
              error={errors.vatId}
              optional
              hint="Mit Länderkennung, z. B. DE123456789"
            />
            <TextField
              label="Ihre Bestellnummer"
              name="purchaseOrderNumber"
              value={values.purchaseOrderNumber}
              onValueChange={(value) => onChange('purchaseOrderNumber', billingInputFilters.purchaseOrderNumber(value))}
              error={errors.purchaseOrderNumber}
              optional
              hint="Erscheint auf der Rechnung"
            />
            <TextField
              label="Leitweg-ID"
              name="leitwegId"
              autoCapitalize="characters"
              spellCheck={false}
              value={values.leitwegId}
              onValueChange={(value) => onChange('leitwegId', billingInputFilters.leitwegId(value))}
              error={errors.leitwegId}
              optional
              hint="Nur für öffentliche Auftraggeber (XRechnung), z. B. 04011000-1234512345-06"
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
