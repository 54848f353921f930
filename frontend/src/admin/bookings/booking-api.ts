import { useListContext } from 'react-admin';
import type { ApiSchema } from '../../api/types';
import { downloadFile } from '../components/download-file';
import { api, apiUrl } from '../../api/client';
import { adminCall } from '../data-provider';

/** The booking actions and figures of the admin API (backend/src/bookings/admin), beyond react-admin's CRUD calls. */
export type BookingRecord = ApiSchema<'AdminBookingDto'>;
export type ResendEmailType = ApiSchema<'AdminResendBookingEmailRequest'>['type'];
export type BookingFilter = ApiSchema<'AdminBookingFilter'>;
export type RefundProposal = ApiSchema<'AdminRefundProposal'>;
export type BookingStats = ApiSchema<'AdminStatsDto'>;

/** The bookings list's current filter: the filter inputs fill in the API's filter fields. */
export const useBookingFilter = () => useListContext<BookingRecord>().filterValues as BookingFilter;

const filterQuery = (filter: BookingFilter) => ({ query: { filter: JSON.stringify(filter) } });
const onBooking = (id: string) => ({ path: { id } });

export const bookingApi = {
  stats: (filter: BookingFilter) => adminCall(api.GET('/api/admin/stats', { params: filterQuery(filter) })),
  refundProposal: (id: string) =>
    adminCall(api.GET('/api/admin/bookings/{id}/refund-proposal', { params: onBooking(id) })),
  confirm: (id: string) => adminCall(api.POST('/api/admin/bookings/{id}/confirm', { params: onBooking(id) })),
  cancel: (id: string, body: ApiSchema<'AdminCancelBookingRequest'>) =>
    adminCall(api.POST('/api/admin/bookings/{id}/cancel', { params: onBooking(id), body })),
  refundTransferred: (id: string) =>
    adminCall(api.POST('/api/admin/bookings/{id}/refund-transferred', { params: onBooking(id) })),
  resendEmail: (id: string, body: ApiSchema<'AdminResendBookingEmailRequest'>) =>
    adminCall(api.POST('/api/admin/bookings/{id}/resend-email', { params: onBooking(id), body })),
  remove: (id: string) => adminCall(api.DELETE('/api/admin/bookings/{id}', { params: onBooking(id) })),
  cancelAllPending: () =>
    adminCall(api.POST('/api/admin/bookings/cancel-all-pending', { body: { confirmBulkCancel: true } })),

  /** The server writes the CSV; the browser only saves the file it answers with. */
  exportCsv: (filter: BookingFilter) =>
    downloadFile(apiUrl('/api/admin/bookings/export.csv', filterQuery(filter)), 'buchungen.csv'),
};
