import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import type { CaughtMail } from '../support/smtp-catcher';
import {
  checkoutBody,
  createCourse,
  loadBooking,
  payTestCheckout,
  postJson,
  sessionOf,
  spotsOf,
  uniqueEmail,
} from './helpers/booking-fixtures';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';

const OPEN_ELSEWHERE =
  'Für diese E-Mail-Adresse ist bereits eine Buchung für diesen Termin offen. Wir haben Ihnen eine E-Mail geschickt, mit der Sie die Zahlung abschließen oder die Reservierung verwerfen und neu buchen können.';
const DISCARDED =
  'Die Reservierung wurde verworfen und der Platz freigegeben. Sie können den Termin jetzt mit Ihren eigenen Angaben buchen.';
const ALREADY_CLOSED =
  'Diese Reservierung ist nicht mehr offen: Sie wurde bereits verworfen, abgebrochen oder ist abgelaufen. Es wurde nichts geändert.';
const PAID =
  'Diese Reservierung ist bereits bezahlt und kann nicht mehr verworfen werden. Wenn Sie diese Buchung nicht vorgenommen haben, kontaktieren Sie uns bitte.';
const INVALID_LINK =
  'Der Link ist ungültig. Bitte verwenden Sie den Link aus der neuesten E-Mail zu dieser Reservierung oder kontaktieren Sie uns.';
const DISCARD_LINK = /https?:\/\/[^\s\]]+\/booking\/discard\?booking_id=([\w-]+)&token=([\w-]+)/;

describe('discarding a checkout opened with someone else’s address (DECISIONS 22)', () => {
  let app: TestApp;
  const { join, entries } = waitlistFixtures(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const checkout = (course: { id: string; gross_price: number }, overrides: Record<string, unknown>) =>
    postJson(`${app.url}/api/checkout`, checkoutBody(course, overrides));
  const discard = (bookingId: string, token: string) =>
    postJson(`${app.url}/api/bookings/${bookingId}/discard`, { token });

  /** A squatter opens a checkout with the owner's address; the owner's own attempt is refused and mailed. */
  async function squatted(course: { id: string; gross_price: number }) {
    const ownerEmail = uniqueEmail('besitzerin');
    const squat = await checkout(course, { customerEmail: ownerEmail, customerName: 'Sam Squatter' });
    expect(squat.status).toBe(200);
    const owner = await checkout(course, { customerEmail: ownerEmail, customerName: 'Berta Besitzer' });
    expect(owner).toMatchObject({ status: 409, body: { error: OPEN_ELSEWHERE } });
    const [mail] = await app.smtp.waitFor(
      1,
      (candidate: CaughtMail) => candidate.to.includes(ownerEmail) && candidate.subject === 'Ihre Buchung abschließen',
    );
    const match = mail.text.match(DISCARD_LINK);
    if (!match) throw new Error(`no discard link in ${mail.text}`);
    const [link, bookingId, token] = match;
    return { ownerEmail, squat: squat.body as { bookingId: string }, mail, link, bookingId, token };
  }

  it('mails the address without any name typed by the other person; its discard link frees the seat, and the owner books', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    const { ownerEmail, squat, mail, link, bookingId, token } = await squatted(course);

    for (const body of [mail.text, mail.html, mail.subject]) expect(body).not.toMatch(/\bSam\b|Squatter/);
    expect(mail.text).toContain('Guten Tag,');
    expect(mail.text).toContain('Diese Reservierung verwerfen');
    expect(bookingId).toBe(squat.bookingId);

    // Following the link, as a mail scanner does, discards nothing.
    await (await fetch(link)).arrayBuffer();
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({ booking_status: 'pending', holds_seat: true });
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);

    expect(await discard(bookingId, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toMatchObject({
      status: 403,
      body: { error: INVALID_LINK },
    });
    expect(await discard(bookingId, token)).toMatchObject({
      status: 200,
      body: { outcome: 'discarded', message: DISCARDED },
    });
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'cancelled',
      holds_seat: false,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);

    const own = await checkout(course, { customerEmail: ownerEmail, customerName: 'Berta Besitzer' });
    expect(own.status).toBe(200);
    expect(await loadBooking(app.dataSource, own.body.bookingId)).toMatchObject({
      customer_name: 'Berta Besitzer',
      booking_status: 'pending',
      holds_seat: true,
    });

    // The link has done its work: used again, it changes nothing of the owner's new checkout.
    expect(await discard(bookingId, token)).toMatchObject({
      status: 200,
      body: { outcome: 'already_closed', message: ALREADY_CLOSED },
    });
    expect(await loadBooking(app.dataSource, own.body.bookingId)).toMatchObject({ booking_status: 'pending' });
    expect(await discard(own.body.bookingId, token)).toMatchObject({ status: 403, body: { error: INVALID_LINK } });
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
  });

  it('offers the discarded seat to the waitlist first', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    const waiting = uniqueEmail('wartend');
    const { bookingId, token } = await squatted(course);
    expect((await join(course.id, waiting)).body).toMatchObject({ position: 1 });

    expect(await discard(bookingId, token)).toMatchObject({ status: 200, body: { outcome: 'discarded' } });
    expect(await entries(course.id)).toEqual([[waiting, 1, 'offered']]);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    await app.smtp.waitFor(1, offerMails(waiting));
  });

  it('changes nothing once the checkout was paid', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 2 });
    const { bookingId, token } = await squatted(course);
    await payTestCheckout(app.url, (await sessionOf(app.dataSource, bookingId)).id);

    expect(await discard(bookingId, token)).toMatchObject({ status: 409, body: { error: PAID } });
    expect(await loadBooking(app.dataSource, bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
      holds_seat: true,
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
  });
});
