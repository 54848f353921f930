import { Box, Stack } from '@mui/material';
import { INVOICE_KIND_LABELS, INVOICE_PAYMENT_STATE_LABELS, formatShortDate } from '@mpb/domain';
import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { CentsField } from '../components/CentsField';
import { choicesOf } from '../components/choices';
import { InvoiceDownloads } from './InvoiceDownloads';
import { InvoiceExportButton } from './InvoiceExportButton';
import { MarkInvoicePaidButton } from './MarkInvoicePaidButton';
import type { AdminInvoice } from './invoice-record';

const invoiceFilters = [
  <TextInput key="q" source="q" label="Suche (Nummer, Name, Firma, E-Mail)" alwaysOn />,
  <DateInput key="from" source="from" label="Von" alwaysOn />,
  <DateInput key="to" source="to" label="Bis" alwaysOn />,
  <SelectInput key="kind" source="kind" label="Art" choices={choicesOf(INVOICE_KIND_LABELS)} emptyText="Alle" />,
  <SelectInput
    key="payment_state"
    source="payment_state"
    label="Zahlungsstand"
    choices={choicesOf(INVOICE_PAYMENT_STATE_LABELS)}
    emptyText="Alle"
  />,
];

/** A cancellation invoice leaves nothing to pay: it is settled, not 'paid'. */
const paymentStateLabel = (invoice: AdminInvoice) =>
  invoice.kind === 'cancellation' ? 'Erledigt' : INVOICE_PAYMENT_STATE_LABELS[invoice.payment_state];

/** 'Rechnungen': every invoice and cancellation invoice issued, with the stored documents; an open one can be marked paid. */
export function InvoiceList() {
  return (
    <List
      sort={{ field: 'issued_at', order: 'DESC' }}
      filters={invoiceFilters}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <InvoiceExportButton />
        </TopToolbar>
      }
    >
      <Box sx={{ overflowX: 'auto' }}>
        <Datagrid rowClick={false} bulkActionButtons={false} sx={{ minWidth: 980 }}>
          <TextField source="number" sx={{ whiteSpace: 'nowrap' }} />
          <FunctionField<AdminInvoice>
            source="kind"
            render={(invoice) =>
              invoice.cancels_number
                ? `${INVOICE_KIND_LABELS.cancellation} zu ${invoice.cancels_number}`
                : INVOICE_KIND_LABELS[invoice.kind]
            }
          />
          <FunctionField<AdminInvoice> source="issued_at" render={(invoice) => formatShortDate(invoice.issue_date)} />
          <FunctionField<AdminInvoice>
            source="buyer_name"
            render={(invoice) =>
              invoice.buyer_company ? `${invoice.buyer_name} (${invoice.buyer_company})` : invoice.buyer_name
            }
          />
          <CentsField source="net_cents" />
          <CentsField source="tax_cents" />
          <CentsField source="gross_cents" />
          <FunctionField<AdminInvoice>
            source="payment_state"
            sortable={false}
            render={(invoice) => (
              // In two lines of ordinary case, 'Als bezahlt markieren' fits the column its header already needs.
              <Stack
                spacing={0.5}
                sx={{ alignItems: 'flex-start', '& .MuiButton-root': { px: 0.75, textTransform: 'none' } }}
              >
                <span>
                  {invoice.payment_state !== 'paid' && invoice.due_date
                    ? `${paymentStateLabel(invoice)} (fällig ${formatShortDate(invoice.due_date)})`
                    : paymentStateLabel(invoice)}
                </span>
                <MarkInvoicePaidButton />
              </Stack>
            )}
          />
          <FunctionField label="Dokumente" render={() => <InvoiceDownloads />} />
        </Datagrid>
      </Box>
    </List>
  );
}
