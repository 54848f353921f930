import { describe, expect, it } from 'vitest';
import { daysBeforeStart, refundProposal } from './refund-policy';

const COURSE = { date: '2026-12-15', start_time: '08:30' };
const DAY = 86_400_000;
/** Noon in Berlin, `days` calendar days before the course date. */
const daysBefore = (days: number) => new Date(Date.parse(`${COURSE.date}T11:00:00Z`) - days * DAY);
const booking = (customerType: 'private' | 'business', bookedAt: Date) => ({
  customer_type: customerType,
  customer_company: customerType === 'business' ? 'Muster GmbH' : null,
  payer_email: null,
  payer_company: null,
  created_at: bookedAt,
  payment_status: 'paid' as const,
  paid_amount: 47481,
  amount: 47481,
});

describe('refundProposal', () => {
  it('gives a private customer booked within 14 days the whole amount by withdrawal', () => {
    const now = daysBefore(1);
    expect(refundProposal(booking('private', new Date(now.getTime() - DAY)), COURSE, now)).toMatchObject({
      paidCents: 47481,
      proposedRefundCents: 47481,
      daysBeforeStart: 1,
      basis: 'withdrawal',
      reason: 'Widerruf innerhalb von 14 Tagen nach Buchung (Privatkunde): volle Erstattung.',
      customerType: 'private',
      company: null,
    });
  });

  it("gives a business customer the terms' band, rounding the odd cent to the customer", () => {
    const now = daysBefore(10);
    expect(refundProposal(booking('business', now), COURSE, now)).toMatchObject({
      proposedRefundCents: 23741,
      basis: 'half',
      reason: 'Noch 10 Tage bis Kursbeginn: nach den AGB Erstattung der Hälfte (7 bis 13 Tage vor Beginn).',
      company: 'Muster GmbH',
    });
    expect(refundProposal(booking('business', now), COURSE, daysBefore(1))).toMatchObject({
      proposedRefundCents: 0,
      basis: 'none',
    });
  });

  it('gives a private customer the band once 14 days passed since booking or the course began', () => {
    const now = daysBefore(10);
    expect(refundProposal(booking('private', new Date(now.getTime() - 20 * DAY)), COURSE, now)).toMatchObject({
      proposedRefundCents: 23741,
      basis: 'half',
    });
    const started = new Date(Date.parse(`${COURSE.date}T08:00:00Z`));
    expect(refundProposal(booking('private', daysBefore(1)), COURSE, started)).toMatchObject({
      proposedRefundCents: 0,
      basis: 'none',
    });
  });

  it("names the payer's company once a substitute took the seat", () => {
    const now = daysBefore(20);
    const substituted = { ...booking('business', now), payer_email: 'einkauf@muster.de', payer_company: 'Payer AG' };
    expect(refundProposal(substituted, COURSE, now).company).toBe('Payer AG');
  });

  it('counts days in Europe/Berlin, not UTC', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Berlin: 14 days before 15 Dec.
    expect(daysBeforeStart(COURSE.date, new Date('2026-11-30T23:30:00Z'))).toBe(14);
    // Summer time: 22:30 UTC on 31 May is 1 June 00:30 in Berlin.
    expect(daysBeforeStart('2026-06-15', new Date('2026-05-31T22:30:00Z'))).toBe(14);
    expect(daysBeforeStart('2026-06-15', new Date('2026-05-31T21:30:00Z'))).toBe(15);
  });
});
