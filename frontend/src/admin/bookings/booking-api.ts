import { useListContext } from 'react-admin';
import type { ApiSchema } from '../../api/types';
import { downloadFile } from '../components/download-file';
import { ADMIN_API_URL, adminHttpClient } from '../data-provider';

/** The booking actions and figures of the admin API (backend/src/bookings/admin), beyond react-admin's CRUD calls. */
export type BookingRecord = ApiSchema<'AdminBookingDto'>;
export type ResendEmailType = ApiSchema<'AdminResendBookingEmailRequest'>['type'];
export type BookingFilter = ApiSchema<'AdminBookingFilter'>;
export type RefundProposal = ApiSchema<'AdminRefundProposal'>;
export type BookingStats = ApiSchema<'AdminStatsDto'>;

const bookingsUrl = `${ADMIN_API_URL}/bookings`;

async function send<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await adminHttpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return response.json as T;
}

/** The bookings list's current filter: the filter inputs fill in the API's filter fields. */
export const useBookingFilter = () => useListContext<BookingRecord>().filterValues as BookingFilter;

const filterQuery = (filter: BookingFilter) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

export const bookingApi = {
  stats: (filter: BookingFilter) => send<BookingStats>(`${ADMIN_API_URL}/stats?${filterQuery(filter)}`, 'GET'),
  refundProposal: (id: string) => send<RefundProposal>(`${bookingsUrl}/${id}/refund-proposal`, 'GET'),
  confirm: (id: string) => send<ApiSchema<'AdminConfirmBookingResponse'>>(`${bookingsUrl}/${id}/confirm`, 'POST', {}),
  cancel: (id: string, body: ApiSchema<'AdminCancelBookingRequest'>) =>
    send<ApiSchema<'AdminCancelBookingResponse'>>(`${bookingsUrl}/${id}/cancel`, 'POST', body),
  resendEmail: (id: string, body: ApiSchema<'AdminResendBookingEmailRequest'>) =>
    send<ApiSchema<'AdminResendBookingEmailResponse'>>(`${bookingsUrl}/${id}/resend-email`, 'POST', body),
  remove: (id: string) => send<ApiSchema<'AdminBookingDeletedResponse'>>(`${bookingsUrl}/${id}`, 'DELETE'),
  cancelAllPending: () =>
    send<ApiSchema<'AdminCancelAllPendingResponse'>>(`${bookingsUrl}/cancel-all-pending`, 'POST', {
      confirmBulkCancel: true,
    } satisfies ApiSchema<'AdminCancelAllPendingRequest'>),

  /** The server writes the CSV; the browser only saves the file it answers with. */
  exportCsv: (filter: BookingFilter) =>
    downloadFile(`${bookingsUrl}/export.csv?${filterQuery(filter)}`, 'buchungen.csv'),
};
