import { expect } from 'vitest';
import { Clock } from '../../../backend/src/core/clock/clock';
import type { TestApp } from '../../support/app';
import type { CaughtMail } from '../../support/smtp-catcher';
import { checkoutBody, postJson, sessionOf } from './booking-fixtures';

const OFFER_LINK = /\/online-seminare\?angebot=([\w-]+)/;
export const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/waitlist-unsubscribe\?token=[\w-]+/;

export const offerMails = (email: string) => (mail: CaughtMail) =>
  mail.to.includes(email) && mail.subject.startsWith('Ein Platz ist frei');

/** Waitlist calls and checks against one running test app. */
export function waitlistFixtures(app: () => TestApp) {
  const join = (courseId: string, customerEmail: string) =>
    postJson(`${app().url}/api/waitlist`, { courseId, customerEmail, customerName: 'Petra Warteliste' });

  const getOffer = async (token: string) => {
    const response = await fetch(`${app().url}/api/waitlist/offer?token=${encodeURIComponent(token)}`);
    return { status: response.status, body: await response.json() };
  };

  async function entries(courseId: string) {
    const rows: { customer_email: string; position: number | null; status: string }[] = await app().dataSource.query(
      `SELECT customer_email, position, status FROM waitlist_entries WHERE course_id = $1 ORDER BY position NULLS LAST, customer_email`,
      [courseId],
    );
    return rows.map((row) => [row.customer_email, row.position, row.status]);
  }

  /** Every seat is free, held by a booking, or held for a waitlist offer; never more, never fewer. */
  async function expectSeatsAccountedFor(courseId: string) {
    const [row] = await app().dataSource.query(
      `SELECT course.max_participants, course.available_spots,
              (SELECT count(*)::int FROM bookings WHERE course_id = course.id AND holds_seat AND booking_status IN ('pending', 'confirmed')) AS booked,
              (SELECT count(*)::int FROM waitlist_entries WHERE course_id = course.id AND status = 'offered') AS offered
         FROM courses course WHERE id = $1`,
      [courseId],
    );
    expect(row.available_spots).toBeGreaterThanOrEqual(0);
    expect(row.available_spots + row.booked + row.offered).toBe(row.max_participants);
  }

  /** The booking link token of the latest offer mail to this address. */
  async function offerToken(email: string): Promise<string> {
    const mails = await app().smtp.waitFor(1, offerMails(email));
    return mails[mails.length - 1].text.match(OFFER_LINK)![1];
  }

  const checkout = (course: { id: string; gross_price: number }, overrides: Record<string, unknown> = {}) =>
    postJson(`${app().url}/api/checkout`, checkoutBody(course, overrides));

  /** The payment cancel page's call, with the cancel token from the checkout's cancel URL. */
  async function cancelCheckout(bookingId: string) {
    const session = await sessionOf(app().dataSource, bookingId);
    return postJson(`${app().url}/api/bookings/${bookingId}/cancel`, { token: session.cancelToken });
  }

  /** Moves the waitlist clock of the API and the worker (offers are made in both) to a fixed time. */
  function setClock(now: Date) {
    for (const context of [app().api, app().worker]) if (context) context.get(Clock).now = () => now;
  }

  /** Puts the waitlist clocks back to real time after a test moved them. */
  function resetClock() {
    for (const context of [app().api, app().worker]) if (context) context.get(Clock).now = () => new Date();
  }

  return {
    join,
    getOffer,
    entries,
    expectSeatsAccountedFor,
    offerToken,
    checkout,
    cancelCheckout,
    setClock,
    resetClock,
  };
}
