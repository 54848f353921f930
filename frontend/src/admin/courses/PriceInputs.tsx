import { grossFromNet, netFromGross } from '@mpb/domain';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, required } from 'react-admin';
import { centsFromEuroText, euroTextFromCents } from './course-form-values';

const PRICE_MESSAGE =
  'Bitte geben Sie einen Betrag von 0 oder mehr mit höchstens zwei Nachkommastellen an, z. B. 399,00.';
const EURO_SLOTS = { htmlInput: { inputMode: 'decimal' }, input: { endAdornment: '€' } } as const;
const validatePrice = [
  required(),
  (value: string) => (value && centsFromEuroText(value) === null ? PRICE_MESSAGE : undefined),
];

/** Net and gross price in euros; typing one sets the other with 19 % VAT (spec 001 §5). */
export function PriceInputs() {
  const { setValue } = useFormContext();
  const follow =
    (target: 'netPrice' | 'grossPrice', convert: (cents: number) => number) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const cents = centsFromEuroText(event.target.value);
      if (cents !== null)
        setValue(target, euroTextFromCents(convert(cents)), { shouldDirty: true, shouldValidate: true });
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
        helperText="Automatische Brutto-Berechnung (+19% MwSt.)"
        slotProps={EURO_SLOTS}
      />
    </>
  );
}
