import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { formatAmount, formatShortDate } from '@mpb/domain';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { OpenInvoice } from './bank-transaction-api';

const SUGGESTIONS = 20;
const buyerOf = (invoice: OpenInvoice) =>
  invoice.buyer_company ? `${invoice.buyer_name} (${invoice.buyer_company})` : invoice.buyer_name;

/** The invoices still awaiting payment (open or overdue) that match what the admin types. */
function useUnpaidInvoices(search: string) {
  const query = (payment_state: 'open' | 'overdue') => ({
    filter: { kind: 'invoice', payment_state, ...(search.trim() ? { q: search.trim() } : {}) },
    pagination: { page: 1, perPage: SUGGESTIONS },
    sort: { field: 'issued_at', order: 'DESC' as const },
  });
  const overdue = useGetList<OpenInvoice>('invoices', query('overdue'));
  const open = useGetList<OpenInvoice>('invoices', query('open'));
  return {
    invoices: [...(overdue.data ?? []), ...(open.data ?? [])],
    loading: overdue.isPending || open.isPending,
  };
}

/** An autocomplete over unpaid invoices: number, buyer and amount. */
export function InvoicePicker({
  value,
  onChange,
  disabled,
}: {
  value: OpenInvoice | null;
  onChange: (invoice: OpenInvoice | null) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const { invoices, loading } = useUnpaidInvoices(search);
  return (
    <Autocomplete
      value={value}
      onChange={(_, invoice) => onChange(invoice)}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      options={invoices}
      loading={loading}
      disabled={disabled}
      // The server searched already; MUI's own filter would hide matches on the buyer's e-mail.
      filterOptions={(options) => options}
      getOptionLabel={(invoice) => `${invoice.number} · ${buyerOf(invoice)} · ${formatAmount(invoice.gross_cents)}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText="Keine offene Rechnung gefunden"
      loadingText="Rechnungen werden geladen …"
      openText="Vorschläge öffnen"
      closeText="Vorschläge schließen"
      clearText="Auswahl löschen"
      renderOption={({ key, ...props }, invoice) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ width: '100%' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {invoice.number}
              </Typography>
              <Typography variant="body2">{formatAmount(invoice.gross_cents)}</Typography>
            </Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {buyerOf(invoice)}
              {invoice.due_date &&
                ` · ${invoice.payment_state === 'overdue' ? 'überfällig seit' : 'fällig'} ${formatShortDate(invoice.due_date)}`}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Rechnung"
          placeholder="Nummer, Name oder Firma"
          helperText="Offene und überfällige Rechnungen"
          autoFocus
        />
      )}
    />
  );
}
