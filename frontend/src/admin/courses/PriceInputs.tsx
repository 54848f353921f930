import { grossFromNet, netFromGross, VAT_PERCENT, vatPercentOf } from '@mpb/domain';
import type { ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, TextInput, required } from 'react-admin';
import { centsFromEuroText, euroTextFromCents } from './course-form-values';

const PRICE_MESSAGE =
  'Bitte geben Sie einen Betrag von 0 oder mehr mit höchstens zwei Nachkommastellen an, z. B. 399,00.';
const REFERENCE_MESSAGE =
  'Bitte geben Sie das Aktenzeichen der Bescheinigung an: Ohne sie ist der Kurs nicht umsatzsteuerfrei.';
const EURO_SLOTS = { htmlInput: { inputMode: 'decimal' }, input: { endAdornment: '€' } } as const;
const validatePrice = [
  required(),
  (value: string) => (value && centsFromEuroText(value) === null ? PRICE_MESSAGE : undefined),
];

/**
 * Net and gross price in euros; typing one sets the other with 19 % VAT (spec 001 §5), or with
 * none for a course exempt under § 4 Nr. 21 UStG, which names the certificate that exempts it.
 */
export function PriceInputs() {
  const { getValues, setValue } = useFormContext();
  const vatExempt = useWatch({ name: 'vatExempt' }) === true;
  const rate = vatPercentOf(vatExempt);
  const setPrice = (target: 'netPrice' | 'grossPrice', cents: number) =>
    setValue(target, euroTextFromCents(cents), { shouldDirty: true, shouldValidate: true });
  const follow =
    (target: 'netPrice' | 'grossPrice', convert: (cents: number, vatPercent: number) => number) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const cents = centsFromEuroText(event.target.value);
      if (cents !== null) setPrice(target, convert(cents, rate));
    };
  const exemptionChanged = (event: ChangeEvent<HTMLInputElement>) => {
    const net = centsFromEuroText(String(getValues('netPrice')));
    if (net !== null) setPrice('grossPrice', grossFromNet(net, vatPercentOf(event.target.checked)));
  };
  return (
    <>
      <TextInput
        source="netPrice"
        label="Nettopreis"
        validate={validatePrice}
        onChange={follow('grossPrice', grossFromNet)}
        slotProps={EURO_SLOTS}
      />
      <TextInput
        source="grossPrice"
        label="Bruttopreis"
        validate={validatePrice}
        onChange={follow('netPrice', netFromGross)}
        helperText={
          vatExempt
            ? 'Umsatzsteuerfrei: Brutto gleich Netto'
            : `Automatische Brutto-Berechnung (+${VAT_PERCENT}% MwSt.)`
        }
        slotProps={EURO_SLOTS}
      />
      <BooleanInput
        source="vatExempt"
        label="Umsatzsteuerfrei (§ 4 Nr. 21 UStG)"
        onChange={exemptionChanged}
        helperText="Nur mit Bescheinigung der zuständigen Landesbehörde; die Website zeigt dann „umsatzsteuerfrei“"
        sx={{ gridColumn: '1 / -1' }}
      />
      {vatExempt && (
        <TextInput
          source="vatExemptionReference"
          label="Aktenzeichen der Bescheinigung"
          validate={required(REFERENCE_MESSAGE)}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </>
  );
}
