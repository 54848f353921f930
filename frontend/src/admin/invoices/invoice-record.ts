import type { ApiSchema } from '../../api/types';

/** One row of /api/admin/invoices (snake_case as stored). */
export type AdminInvoice = ApiSchema<'AdminInvoiceDto'>;
