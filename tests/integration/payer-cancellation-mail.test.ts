import { formatLongDate } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, JOBS } from '../../backend/src/core/queue/job-names';
import { bookingMailKey } from '../../backend/src/core/queue/outbox.service';
import { SendBookingEmailJob } from '../../backend/src/mail/jobs/send-booking-email.job';
import type { TestApp } from '../support/app';
import { call, openLink, signIn } from '../support/auth';
import { queuesDrained } from '../support/eventually';
import { emailStatusOf, recordOwedMail } from '../support/mail-fixtures';
import { euro } from '../support/money';
import type { CaughtMail } from '../support/smtp-catcher';
import { uniqueEmail } from './helpers/booking-fixtures';
import {
  adminCalls,
  berlinDatePlus,
  createCourse,
  paidBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const BUSINESS = { customerType: 'business', customerCompany: 'Muster Medical GmbH' };
const PAYER_NAME = 'Paula Zahlerin';
const PARTICIPANT_NAME = 'Sven Ersatz';
const PARTICIPANT_SUBJECT = /^Stornierung Ihrer Buchung:/;
const BOOKED_FOR_THEM = `${PAYER_NAME} hat die Buchung für Sie vorgenommen und erhält alle Informationen zur Abrechnung direkt von uns.`;
const PAYER_SUBJECT = new RegExp(`^Stornierung der Buchung für ${PARTICIPANT_NAME}:`);

/** The text of a mail as a person reads it, every run of white space one space. */
const readable = (mail: CaughtMail) => mail.text.replace(/\s+/g, ' ');
const amount = (cents: number) => euro(cents).replace(/\s/g, ' ');

describe('cancellation mails of a booking paid by someone other than the participant', () => {
  let app: TestApp;
  let adminCookie: string;
  const admin = adminCalls(
    () => app,
    () => adminCookie,
  );

  beforeAll(async () => {
    ({ app, cookie: adminCookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A business booking paid by the payer, whose seat the payer then gave to a substitute in 'Meine Buchungen'. */
  async function substitutedBooking(daysBeforeStart: number) {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(daysBeforeStart) });
    const payer = uniqueEmail('zahlerin');
    const participant = uniqueEmail('ersatz');
    const booking = await paidBooking(app, course, { ...BUSINESS, customerEmail: payer, customerName: PAYER_NAME });
    const payerCookie = await signIn(app, payer);
    const named = await call(app, 'POST', `/api/me/bookings/${booking.id}/substitute`, {
      cookie: payerCookie,
      body: { name: PARTICIPANT_NAME, email: participant },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    return { course, booking, payer, participant, payerCookie, paid: booking.paid_amount! };
  }

  const cancelInMyBookings = (cookie: string, id: string) =>
    call(app, 'POST', `/api/me/bookings/${id}/cancel`, { cookie, body: {} });

  /** Every cancellation mail sent to the address, once the worker has nothing left to do. */
  async function cancellationMailsTo(email: string): Promise<CaughtMail[]> {
    await queuesDrained(app);
    return app.smtp.mails.filter(
      (mail) => mail.to.includes(email) && (PARTICIPANT_SUBJECT.test(mail.subject) || PAYER_SUBJECT.test(mail.subject)),
    );
  }

  /** The outbox events that owe a booking's payer the cancellation mail. */
  const payerMailEvents = (bookingId: string): Promise<{ id: string }[]> =>
    app.dataSource.query(
      `SELECT id FROM outbox_events WHERE type = $1 AND payload->>'bookingId' = $2 AND payload->>'kind' = 'payer-cancellation'`,
      [EVENTS.bookingEmailRequested, bookingId],
    );

  /** The address the mail's 'Meine Buchungen öffnen' link signs in. */
  async function signedInByLinkIn(mail: CaughtMail): Promise<string | null> {
    const link = /https?:\/\/\S+\/api\/auth\/callback\?token=[\w-]+/.exec(mail.text)?.[0];
    if (!link) return null;
    const { cookie } = await openLink(link);
    const session = await call(app, 'GET', '/api/auth/session', { cookie: cookie ?? undefined });
    return (session.body as { user: { email: string } | null }).user?.email ?? null;
  }

  it('tells the participant who booked for them, without the refund, and mails the payer their refund, once each', async () => {
    const { course, booking, payer, participant, payerCookie, paid } = await substitutedBooking(20);

    const answer = await cancelInMyBookings(payerCookie, booking.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      refundedCents: paid,
      message: expect.stringContaining(`Wir erstatten Ihnen ${euro(paid)}`),
    });

    const [toParticipant, ...moreToParticipant] = await cancellationMailsTo(participant);
    expect(moreToParticipant).toEqual([]);
    expect(toParticipant.subject).toMatch(PARTICIPANT_SUBJECT);
    expect(readable(toParticipant)).toContain(`Guten Tag ${PARTICIPANT_NAME}`);
    expect(readable(toParticipant)).toContain(BOOKED_FOR_THEM);
    expect(readable(toParticipant)).not.toContain(amount(paid));
    expect(readable(toParticipant)).not.toMatch(/erstatt|Zahlung/i);

    const [toPayer, ...moreToPayer] = await cancellationMailsTo(payer);
    expect(moreToPayer).toEqual([]);
    expect(toPayer.to).toEqual([payer]);
    expect(toPayer.subject).toMatch(PAYER_SUBJECT);
    const payerText = readable(toPayer);
    expect(payerText).toContain(`Guten Tag ${PAYER_NAME}`);
    expect(payerText).toContain(`${PARTICIPANT_NAME} ist für den folgenden Termin nicht mehr angemeldet`);
    expect(payerText).toContain(formatLongDate(course.date));
    expect(payerText).toContain(
      `Wir erstatten Ihnen ${amount(paid)} auf das Zahlungsmittel, mit dem Sie die Buchung bezahlt haben.`,
    );

    // Each mail's link signs in its own recipient.
    expect(await signedInByLinkIn(toPayer)).toBe(payer);
    expect(await signedInByLinkIn(toParticipant)).toBe(participant);

    // The worker running the payer's job again (a retry) sends nothing more.
    const [event] = await payerMailEvents(booking.id);
    const retried = await app
      .worker!.get(SendBookingEmailJob)
      .handle(
        { bookingId: booking.id, kind: 'payer-cancellation', idempotencyKey: bookingMailKey(event.id) },
        { attempt: 2, maxAttempts: 8 },
      );
    expect(retried).toBe('already-sent');
    expect(await cancellationMailsTo(payer)).toHaveLength(1);
  });

  it("leaves the booking's e-mail status to the participant's mail", async () => {
    const { booking, payerCookie } = await substitutedBooking(20);
    expect((await cancelInMyBookings(payerCookie, booking.id)).status).toBe(200);
    await queuesDrained(app);
    // The participant's mail failed (as the admin list shows); the payer's mail, sent later, does not hide that.
    await app.dataSource.query(`UPDATE bookings SET email_status = 'failed' WHERE id = $1`, [booking.id]);
    const payload = {
      bookingId: booking.id,
      kind: 'payer-cancellation' as const,
      idempotencyKey: `booking-email:again-${booking.id}`,
    };
    await recordOwedMail(app.dataSource, JOBS.sendBookingEmail, payload);
    expect(await app.worker!.get(SendBookingEmailJob).handle(payload, { attempt: 1, maxAttempts: 8 })).toBe('sent');
    expect(await emailStatusOf(app.dataSource, booking.id)).toBe('failed');
  });

  it('tells the payer and the participant when the terms refund nothing', async () => {
    const { booking, payer, participant, payerCookie } = await substitutedBooking(3);

    const answer = await cancelInMyBookings(payerCookie, booking.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ refundedCents: 0, message: expect.stringContaining('kein Betrag erstattet') });

    const [toParticipant] = await cancellationMailsTo(participant);
    expect(readable(toParticipant)).toContain(BOOKED_FOR_THEM);
    expect(readable(toParticipant)).not.toContain('kein Betrag');
    const [toPayer, ...more] = await cancellationMailsTo(payer);
    expect(more).toEqual([]);
    expect(readable(toPayer)).toContain(`Guten Tag ${PAYER_NAME}`);
    expect(readable(toPayer)).toContain('Nach unseren Teilnahmebedingungen wird für diese Stornierung kein Betrag');
    expect(readable(toPayer)).not.toContain('Wir erstatten');
  });

  it('leaves the cancellation to the payer: the participant who did not pay is refused and nobody is mailed', async () => {
    const { booking, payer, participant } = await substitutedBooking(20);
    const answer = await cancelInMyBookings(await signIn(app, participant), booking.id);
    expect(answer).toMatchObject({
      status: 403,
      body: { error: 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.' },
    });
    expect(await cancellationMailsTo(participant)).toEqual([]);
    expect(await cancellationMailsTo(payer)).toEqual([]);
    expect(await payerMailEvents(booking.id)).toEqual([]);
  });

  it("mails both when the admin cancels, the admin's message and the payer's share of the refund included", async () => {
    const { booking, payer, participant, paid } = await substitutedBooking(10);
    const half = Math.ceil(paid / 2);

    const answer = await admin.post(`/api/admin/bookings/${booking.id}/cancel`, {
      message: 'Wie telefonisch besprochen.',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ refundedCents: half, emailDelivery: 'sent' });

    const [toParticipant, ...moreToParticipant] = await cancellationMailsTo(participant);
    expect(moreToParticipant).toEqual([]);
    expect(readable(toParticipant)).toContain('Wie telefonisch besprochen.');
    expect(readable(toParticipant)).not.toContain(amount(half));
    const [toPayer, ...moreToPayer] = await cancellationMailsTo(payer);
    expect(moreToPayer).toEqual([]);
    expect(readable(toPayer)).toContain(`Guten Tag ${PAYER_NAME}`);
    expect(readable(toPayer)).toContain(`Wir erstatten Ihnen ${amount(half)}`);
    expect(readable(toPayer)).toContain('Wie telefonisch besprochen.');
  });

  it('sends a booking without a payer exactly one cancellation mail, as before', async () => {
    const course = await createCourse(app.dataSource, { date: berlinDatePlus(20) });
    const email = uniqueEmail('selbst');
    const booking = await paidBooking(app, course, { ...BUSINESS, customerEmail: email });

    const answer = await cancelInMyBookings(await signIn(app, email), booking.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const mails = await cancellationMailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(PARTICIPANT_SUBJECT)]);
    expect(readable(mails[0])).toContain(`Wir erstatten Ihnen ${amount(booking.paid_amount!)}`);
    expect(await payerMailEvents(booking.id)).toEqual([]);
    // A payer's mail owed for it all the same (the payer erased meanwhile, say) goes to nobody.
    const payload = {
      bookingId: booking.id,
      kind: 'payer-cancellation' as const,
      idempotencyKey: `booking-email:no-payer-${booking.id}`,
    };
    await recordOwedMail(app.dataSource, JOBS.sendBookingEmail, payload);
    expect(await app.worker!.get(SendBookingEmailJob).handle(payload, { attempt: 1, maxAttempts: 8 })).toBe('skipped');
    expect(await cancellationMailsTo(email)).toHaveLength(1);
  });
});
