import { centsFromEuroText, euroTextFromCents, formatAmount, todayInBerlin } from '@mpb/domain';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  DateInput,
  Form,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRefresh,
} from 'react-admin';
import { fieldErrorsOf } from '../api-errors';
import type { DiscountCodeRecord } from './discount-code-format';

const TYPE_CHOICES = [
  { id: 'percentage', name: 'Prozent' },
  { id: 'fixed_amount', name: 'Festbetrag (€)' },
];

interface FormValues {
  code: string;
  discount_type: DiscountCodeRecord['discount_type'];
  percent: number | null;
  /** Euros as typed ('49,90' or '49.90'), sent as cents. */
  amount: string;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  description: string | null;
  first_booking_only: boolean;
}

const AMOUNT_HINT = 'z.B. 50 oder 49,90';
const AMOUNT_INVALID = 'Bitte geben Sie den Betrag in Euro mit höchstens zwei Nachkommastellen an, z.B. 50 oder 49,90.';
const AMOUNT_SLOTS = { htmlInput: { inputMode: 'decimal' }, input: { endAdornment: '€' } } as const;
const validateAmount = (text: string | null) =>
  text?.trim() && centsFromEuroText(text) === null ? AMOUNT_INVALID : undefined;

/** The amount as it will be saved, so a misread '49,90' shows before it is stored. */
function AmountInput() {
  const text = useWatch<FormValues, 'amount'>({ name: 'amount' });
  const cents = text ? centsFromEuroText(text) : null;
  return (
    <TextInput
      source="amount"
      label="Rabatt in Euro"
      validate={validateAmount}
      helperText={cents === null ? AMOUNT_HINT : `Wird gespeichert als ${formatAmount(cents)}`}
      slotProps={AMOUNT_SLOTS}
    />
  );
}

function ValueInput() {
  const type = useWatch<FormValues, 'discount_type'>({ name: 'discount_type' });
  return type === 'fixed_amount' ? (
    <AmountInput />
  ) : (
    <NumberInput source="percent" label="Rabatt in Prozent" step={1} helperText="1 bis 100" />
  );
}

/** The API's discount_value: percent, or cents; an unreadable amount goes as typed so the server names the field. */
function discountValueOf({ discount_type, percent, amount }: Partial<FormValues>) {
  if (discount_type !== 'fixed_amount') return percent;
  return amount?.trim() ? (centsFromEuroText(amount) ?? amount) : null;
}

/** Create (no record) or edit a code; the server's field messages appear at the fields. */
export function DiscountCodeDialog({ record, onClose }: { record?: DiscountCodeRecord; onClose: () => void }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const fixed = record?.discount_type === 'fixed_amount';
  const defaults: FormValues = record
    ? {
        ...record,
        percent: fixed ? null : record.discount_value,
        amount: fixed ? euroTextFromCents(record.discount_value) : '',
      }
    : {
        code: '',
        discount_type: 'percentage',
        percent: null,
        amount: '',
        valid_from: todayInBerlin(new Date()),
        valid_until: null,
        max_uses: null,
        description: null,
        first_booking_only: false,
      };

  const save = async ({ percent, amount, ...values }: Partial<FormValues>) => {
    const data = {
      ...values,
      discount_value: discountValueOf({ discount_type: values.discount_type, percent, amount }),
    };
    try {
      if (record) await dataProvider.update('discount-codes', { id: record.id, data, previousData: record });
      else await dataProvider.create('discount-codes', { data });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      notify(error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten.', { type: 'error' });
      if (!fields) return;
      const { discount_value, ...rest } = fields;
      return discount_value
        ? { ...rest, [values.discount_type === 'fixed_amount' ? 'amount' : 'percent']: discount_value }
        : rest;
    }
    notify(`Erfolg: Code ${String(values.code).toUpperCase()} ${record ? 'aktualisiert' : 'erstellt'}`, {
      type: 'success',
    });
    refresh();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="discount-code-dialog-title">
      <Form defaultValues={defaults} onSubmit={save}>
        <DialogTitle id="discount-code-dialog-title">
          {record ? `Code ${record.code} bearbeiten` : 'Neuer Discount-Code'}
        </DialogTitle>
        <DialogContent>
          <TextInput source="code" label="Code" parse={(text: string) => text.toUpperCase()} autoFocus />
          {/* Required: no empty first option; a new code starts as 'Prozent' (001 §9). */}
          <SelectInput source="discount_type" label="Art" choices={TYPE_CHOICES} validate={required()} />
          <ValueInput />
          <DateInput source="valid_from" label="Gültig ab" />
          <DateInput source="valid_until" label="Gültig bis" helperText="Leer = unbefristet" />
          <NumberInput source="max_uses" label="Max. Verwendungen" helperText="Leer = unbegrenzt" step={1} />
          <BooleanInput
            source="first_booking_only"
            label="Nur für die erste Buchung"
            helperText="Gilt nicht für E-Mail-Adressen, die schon eine bestätigte Buchung haben (auch später stornierte)."
          />
          <TextInput source="description" label="Beschreibung" multiline minRows={2} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <MuiButton onClick={onClose}>Abbrechen</MuiButton>
          <SaveButton label="Speichern" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
