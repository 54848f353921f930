import type { ChipProps } from '@mui/material';
import { BOOKING_STATUS_LABELS, EMAIL_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@mpb/domain';

export type StatusLabels = Record<string, { label: string; color: ChipProps['color'] }>;

function withColors(labels: Record<string, string>, colors: Record<string, ChipProps['color']>): StatusLabels {
  return Object.fromEntries(
    Object.entries(labels).map(([status, label]) => [status, { label, color: colors[status] ?? 'default' }]),
  );
}

/** The German labels (shared with the CSV export) as chips, for the list and the filter. */
export const BOOKING_STATUS = withColors(BOOKING_STATUS_LABELS, {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'default',
  failed: 'error',
});

export const PAYMENT_STATUS = withColors(PAYMENT_STATUS_LABELS, {
  paid: 'success',
  pending: 'warning',
  failed: 'error',
  refunded: 'info',
  partially_refunded: 'info',
});

export const EMAIL_STATUS = withColors(EMAIL_STATUS_LABELS, {
  nicht_gesendet: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
});
