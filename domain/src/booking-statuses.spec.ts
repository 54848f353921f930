import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  EMAIL_STATUS_LABELS,
  EMAIL_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from './booking-statuses';

describe('status labels', () => {
  it('name every stored status, and only those', () => {
    expect(Object.keys(BOOKING_STATUS_LABELS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(Object.keys(PAYMENT_STATUS_LABELS).sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect(Object.keys(EMAIL_STATUS_LABELS).sort()).toEqual([...EMAIL_STATUSES].sort());
    expect(EMAIL_STATUS_LABELS.nicht_gesendet).toBe('Nicht gesendet');
    expect(PAYMENT_STATUS_LABELS.partially_refunded).toBe('Teilweise erstattet');
  });
});
