import type { ApiSchema } from '../../api/types';
import { api } from '../../api/client';
import { adminCall } from '../data-provider';

/** One credit of an imported bank statement (snake_case as stored, amount in cents). */
export type BankTransaction = ApiSchema<'BankTransactionDto'>;
export type StatementImport = ApiSchema<'BankStatementImportDto'>;
export type OpenInvoice = ApiSchema<'AdminInvoiceDto'>;

const onTransaction = (id: string) => ({ path: { id } });

export const bankTransactionApi = {
  importStatement: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    // openapi-fetch sends what bodySerializer returns; a FormData goes out as multipart/form-data
    // with the boundary the browser sets.
    return adminCall(api.POST('/api/admin/bank-statements', { body: { file: file.name }, bodySerializer: () => form }));
  },
  assign: (id: string, invoiceId?: string) =>
    adminCall(
      api.POST('/api/admin/bank-transactions/{id}/assign', {
        params: onTransaction(id),
        body: invoiceId ? { invoiceId } : {},
      }),
    ),
  markReturned: (id: string) =>
    adminCall(api.POST('/api/admin/bank-transactions/{id}/return', { params: onTransaction(id) })),
};
