import { useRecordContext } from 'react-admin';
import { api } from '../../api/client';
import { ConfirmActionButton } from '../bookings/actions/ConfirmActionButton';
import { adminCall } from '../data-provider';
import type { AdminInvoice } from './invoice-record';

const LABEL = 'Als bezahlt markieren';

/**
 * The transfer for an open or overdue invoice has arrived without a bank statement to import
 * (DECISIONS 35): the admin marks it paid by hand, which the audit log records.
 */
export function MarkInvoicePaidButton() {
  const invoice = useRecordContext<AdminInvoice>();
  if (!invoice || (invoice.payment_state !== 'open' && invoice.payment_state !== 'overdue')) return null;
  return (
    <ConfirmActionButton
      label={LABEL}
      title={`Rechnung ${invoice.number} als bezahlt markieren?`}
      content="Nur wenn die Überweisung eingegangen ist; der Vorgang wird im Audit-Log vermerkt."
      failureTitle="Markieren fehlgeschlagen"
      color="success"
      action={async () => {
        await adminCall(api.POST('/api/admin/invoices/{id}/mark-paid', { params: { path: { id: invoice.id } } }));
        return { message: `Rechnung ${invoice.number} als bezahlt markiert` };
      }}
    />
  );
}
