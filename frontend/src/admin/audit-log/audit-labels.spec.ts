import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, fieldLabel, formatAuditValue, refundLabel } from './audit-labels';

const NBSP = '\u00a0';

describe('audit log in German', () => {
  it('names every action the backend writes', () => {
    for (const action of [
      'booking.confirm',
      'course.spots',
      'discount_usage.reset',
      'email_template.delete',
      'newsletter.remove',
      'waitlist.remove',
      'gdpr.delete',
      'booking.rebook',
      'booking.substitute',
    ]) {
      expect(AUDIT_ACTION_LABELS[action], action).toMatch(/^[A-ZÄÖÜ]/);
    }
    expect(fieldLabel('refunded_amount')).toBe('Erstattet');
  });

  it('shows values as the dashboard does', () => {
    expect(formatAuditValue('payment_status', 'partially_refunded')).toBe('Teilweise erstattet');
    expect(formatAuditValue('refunded_amount', 23741)).toBe(`237,41${NBSP}€`);
    expect(formatAuditValue('gross_price', 47500)).toBe(`475${NBSP}€`);
    expect(formatAuditValue('discount_value', 20, { discount_type: 'percentage' })).toBe('20 %');
    expect(formatAuditValue('discount_value', 5000, { discount_type: 'fixed_amount' })).toBe(`50${NBSP}€`);
    expect(formatAuditValue('holds_seat', true)).toBe('Ja');
    expect(formatAuditValue('deleted_at', null)).toBe('–');
    expect(formatAuditValue('date', '2026-12-15')).toBe('15.12.2026');
    expect(formatAuditValue('start_time', '08:30:00')).toBe('08:30 Uhr');
    expect(formatAuditValue('deleted_at', '2026-12-15T13:30:00.000Z')).toBe('15.12.2026 um 14:30 Uhr');
    expect(formatAuditValue('affected_counts', { bookings: 2, email_log: 3 })).toBe(
      'Buchungen: 2, E-Mail-Protokoll: 3',
    );
    expect(formatAuditValue('type', 'manual-confirmation')).toBe('Manuelle Bestätigung');
    expect(formatAuditValue('by', 'participant')).toBe('Teilnehmer/in (selbst)');
    expect(formatAuditValue('by', 'payer')).toBe('Zahlende Person (selbst)');
  });

  it('states what a cancellation refunded', () => {
    expect(refundLabel(23741)).toBe(`Erstattung 237,41${NBSP}€`);
    expect(refundLabel(0)).toBe('Keine Erstattung');
  });
});
