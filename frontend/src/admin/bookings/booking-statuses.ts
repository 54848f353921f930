import type { ChipProps } from '@mui/material';

export type StatusLabels = Record<string, { label: string; color: ChipProps['color'] }>;

/** German labels of the booking states (001 §4), shared by the chips and the filter. */
export const BOOKING_STATUS: StatusLabels = {
  confirmed: { label: 'Bestätigt', color: 'success' },
  pending: { label: 'Ausstehend', color: 'warning' },
  cancelled: { label: 'Storniert', color: 'default' },
  failed: { label: 'Fehlgeschlagen', color: 'error' },
};

export const PAYMENT_STATUS: StatusLabels = {
  paid: { label: 'Bezahlt', color: 'success' },
  pending: { label: 'Ausstehend', color: 'warning' },
  failed: { label: 'Fehlgeschlagen', color: 'error' },
  refunded: { label: 'Erstattet', color: 'info' },
  partially_refunded: { label: 'Teilweise erstattet', color: 'info' },
};

export const EMAIL_STATUS: StatusLabels = {
  nicht_gesendet: { label: 'Nicht gesendet', color: 'default' },
  sending: { label: 'Wird gesendet', color: 'info' },
  sent: { label: 'Gesendet', color: 'success' },
  failed: { label: 'Fehlgeschlagen', color: 'error' },
};
