import { todayInBerlin } from '@mpb/domain';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { DateInput, Form, HttpError, NumberInput, SaveButton, SelectInput, TextInput, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { DiscountCodeRecord } from './discount-code-format';

const TYPE_CHOICES = [
  { id: 'percentage', name: 'Prozent' },
  { id: 'fixed_amount', name: 'Festbetrag (€)' },
];

interface FormValues {
  code: string;
  discount_type: DiscountCodeRecord['discount_type'];
  /** Percent, or euros for a fixed amount (sent as cents). */
  value: number | null;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  description: string | null;
}

function ValueInput() {
  const type = useWatch<FormValues, 'discount_type'>({ name: 'discount_type' });
  return type === 'fixed_amount' ? (
    <NumberInput source="value" label="Rabatt in Euro" step={0.01} helperText="z.B. 50 oder 49,90" />
  ) : (
    <NumberInput source="value" label="Rabatt in Prozent" step={1} helperText="1 bis 100" />
  );
}

/** Create (no record) or edit a code; the server's field messages appear at the fields. */
export function DiscountCodeDialog({ record, onClose }: { record?: DiscountCodeRecord; onClose: () => void }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const defaults: FormValues = record
    ? { ...record, value: record.discount_type === 'fixed_amount' ? record.discount_value / 100 : record.discount_value }
    : { code: '', discount_type: 'percentage', value: null, valid_from: todayInBerlin(new Date()), valid_until: null, max_uses: null, description: null };

  const save = async ({ value, ...values }: Partial<FormValues>) => {
    const data = { ...values, discount_value: values.discount_type === 'fixed_amount' && typeof value === 'number' ? Math.round(value * 100) : value };
    try {
      if (record) await dataProvider.update('discount-codes', { id: record.id, data, previousData: record });
      else await dataProvider.create('discount-codes', { data });
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { fields?: Record<string, string> } | undefined)?.fields : undefined;
      notify(error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten.', { type: 'error' });
      if (!fields) return;
      const { discount_value, ...rest } = fields;
      return discount_value ? { ...rest, value: discount_value } : rest;
    }
    notify(`Erfolg: Code ${String(values.code).toUpperCase()} ${record ? 'aktualisiert' : 'erstellt'}`, { type: 'success' });
    refresh();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="discount-code-dialog-title">
      <Form defaultValues={defaults} onSubmit={save}>
        <DialogTitle id="discount-code-dialog-title">{record ? `Code ${record.code} bearbeiten` : 'Neuer Discount-Code'}</DialogTitle>
        <DialogContent>
          <TextInput source="code" label="Code" parse={(text: string) => text.toUpperCase()} autoFocus />
          <SelectInput source="discount_type" label="Art" choices={TYPE_CHOICES} />
          <ValueInput />
          <DateInput source="valid_from" label="Gültig ab" />
          <DateInput source="valid_until" label="Gültig bis" helperText="Leer = unbefristet" />
          <NumberInput source="max_uses" label="Max. Verwendungen" helperText="Leer = unbegrenzt" step={1} />
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
