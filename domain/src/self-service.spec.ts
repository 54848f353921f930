import { describe, expect, it } from 'vitest';
import {
  earlyStartRequestNeeded,
  paidBySomeoneElse,
  rebookOpen,
  selfCancellationRefund,
  substituteOpen,
  withdrawalOpen,
} from './self-service';

const now = new Date('2026-11-28T10:00:00Z');
const course = (date: string, start_time = '08:30') => ({ date, start_time });
const booking = (date: string, bookedAt: string, customerType: 'private' | 'business' = 'private') => ({
  customerType,
  bookedAt: new Date(bookedAt),
  course: course(date),
});

describe('self-service rules', () => {
  it('lets a private customer withdraw within 14 days of booking before the start, with a full refund', () => {
    expect(withdrawalOpen(booking('2026-12-03', '2026-11-20T10:00:00Z'), now)).toBe(true);
    expect(selfCancellationRefund(booking('2026-12-03', '2026-11-20T10:00:00Z'), 47481, now)).toEqual({
      basis: 'withdrawal',
      refundCents: 47481,
      daysBeforeStart: 5,
    });
    expect(withdrawalOpen(booking('2026-12-03', '2026-11-14T09:59:00Z'), now)).toBe(false);
    expect(withdrawalOpen(booking('2026-12-03', '2026-11-20T10:00:00Z', 'business'), now)).toBe(false);
    expect(withdrawalOpen(booking('2026-11-28', '2026-11-27T10:00:00Z'), now)).toBe(false);
  });

  it('otherwise refunds by the terms: all from 14 days, half from 7, none later', () => {
    const old = '2026-10-01T10:00:00Z';
    expect(selfCancellationRefund(booking('2026-12-12', old), 47481, now)).toMatchObject({
      basis: 'full',
      refundCents: 47481,
    });
    expect(selfCancellationRefund(booking('2026-12-11', old), 47481, now)).toMatchObject({
      basis: 'half',
      refundCents: 23741,
    });
    expect(selfCancellationRefund(booking('2026-12-05', old), 47481, now)).toMatchObject({
      basis: 'half',
      refundCents: 23741,
    });
    expect(selfCancellationRefund(booking('2026-12-04', old), 47481, now)).toMatchObject({
      basis: 'none',
      refundCents: 0,
    });
  });

  it('rebooks up to 14 days before the start and names a substitute until it starts', () => {
    expect(rebookOpen(course('2026-12-12'), now)).toBe(true);
    expect(rebookOpen(course('2026-12-11'), now)).toBe(false);
    expect(substituteOpen(course('2026-11-28', '11:30'), now)).toBe(true);
    expect(substituteOpen(course('2026-11-28', '11:00'), now)).toBe(false);
  });

  it('asks for the early start only for a date inside the withdrawal period', () => {
    expect(earlyStartRequestNeeded(course('2026-12-12', '10:59'), now)).toBe(true);
    expect(earlyStartRequestNeeded(course('2026-12-12', '11:01'), now)).toBe(false);
  });

  it('tells a substitute from the payer and from a participant who paid themself', () => {
    expect(paidBySomeoneElse('paula@beispiel.de', 'sven@beispiel.de')).toBe(true);
    expect(paidBySomeoneElse(' Paula@Beispiel.de', 'paula@beispiel.de')).toBe(false);
    expect(paidBySomeoneElse(null, 'paula@beispiel.de')).toBe(false);
  });
});
