import { downloadCsv } from '../components/download-csv';
import { ADMIN_API_URL, adminHttpClient } from '../data-provider';

/** The booking actions and figures of the admin API (backend/src/bookings/admin), beyond react-admin's CRUD calls. */
export type EmailDelivery = 'sent' | 'failed' | 'skipped' | 'sending' | 'queued';
export type ResendEmailType = 'confirmation' | 'cancellation' | 'manual-confirmation';
export type BookingFilter = Record<string, unknown>;

export interface RefundProposal {
  paidCents: number;
  proposedRefundCents: number;
  daysBeforeStart: number;
  rule: 'full' | 'half' | 'none';
}

export interface BookingStats {
  totalBookings: number;
  confirmed: number;
  pending: number;
  revenueCents: number;
  weekly: { weekStart: string; bookings: number; revenueCents: number }[];
  courses: {
    courseId: string;
    title: string;
    date: string;
    startTime: string;
    maxParticipants: number;
    confirmed: number;
    held: number;
    free: number;
    waiting: number;
    daysBeforeStart: number;
    cancellationCheck: boolean;
  }[];
}

const bookingsUrl = `${ADMIN_API_URL}/bookings`;

async function send<T>(url: string, method: string, body?: unknown): Promise<T> {
  const { json } = await adminHttpClient(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return json as T;
}

const filterQuery = (filter: BookingFilter) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

export const bookingApi = {
  stats: (filter: BookingFilter) => send<BookingStats>(`${ADMIN_API_URL}/stats?${filterQuery(filter)}`, 'GET'),
  refundProposal: (id: string) => send<RefundProposal>(`${bookingsUrl}/${id}/refund-proposal`, 'GET'),
  confirm: (id: string) => send<{ emailDelivery: EmailDelivery }>(`${bookingsUrl}/${id}/confirm`, 'POST', {}),
  cancel: (id: string, body: { refundCents: number; message?: string }) =>
    send<{ refundedCents: number; emailDelivery: EmailDelivery }>(`${bookingsUrl}/${id}/cancel`, 'POST', body),
  resendEmail: (id: string, body: { type: ResendEmailType; message?: string }) =>
    send<{ emailDelivery: EmailDelivery }>(`${bookingsUrl}/${id}/resend-email`, 'POST', body),
  remove: (id: string) => send<{ deleted: true }>(`${bookingsUrl}/${id}`, 'DELETE'),
  cancelAllPending: () =>
    send<{ cancelledCount: number; message: string }>(`${bookingsUrl}/cancel-all-pending`, 'POST', {
      confirmBulkCancel: true,
    }),

  /** The server writes the CSV; the browser only saves the file it answers with. */
  exportCsv: (filter: BookingFilter) =>
    downloadCsv(`${bookingsUrl}/export.csv?${filterQuery(filter)}`, 'buchungen.csv'),
};
