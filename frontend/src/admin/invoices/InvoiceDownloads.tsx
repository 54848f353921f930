import { Button, Stack, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { apiUrl } from '../../api/client';
import type { AdminInvoice } from './invoice-record';

/** The stored PDF and XML, exactly as the buyer received them; disabled until the worker has rendered them. */
export function InvoiceDownloads() {
  const invoice = useRecordContext<AdminInvoice>();
  if (!invoice) return null;
  const link = (format: 'pdf' | 'xml', label: string) => (
    <Button
      size="small"
      variant="outlined"
      href={apiUrl(`/api/admin/invoices/{id}.${format}`, { path: { id: invoice.id } })}
      download
      disabled={!invoice.documents_ready}
      aria-label={`${label} der ${invoice.number} herunterladen`}
    >
      {label}
    </Button>
  );
  const buttons = (
    <Stack direction="row" spacing={1}>
      {link('pdf', 'PDF')}
      {link('xml', 'XML')}
    </Stack>
  );
  return invoice.documents_ready ? (
    buttons
  ) : (
    <Tooltip title="Die Rechnung wird gerade erstellt.">
      <span>{buttons}</span>
    </Tooltip>
  );
}
