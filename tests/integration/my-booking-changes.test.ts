import { berlinInstant, courseStartsAt, formatLongDate } from '@mpb/domain';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CertificatesRepository } from '../../backend/src/certificates/certificates.repository';
import { Clock } from '../../backend/src/core/clock/clock';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../backend/src/payment-gateway/payment-gateway';
import { ScanRemindersJob } from '../../backend/src/reminders/jobs/scan-reminders.job';
import { startTestApp, TestApp } from '../support/app';
import { call, openLink, signIn } from '../support/auth';
import { queuesDrained } from '../support/eventually';
import type { CaughtMail } from '../support/smtp-catcher';
import { auditRows, berlinDatePlus, paidBooking, pendingBooking } from './helpers/admin-bookings-fixtures';
import { createCourse, loadBooking, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';

const NOT_FOUND = { error: 'Diese Buchung wurde nicht gefunden.' };
const PAYER_ONLY = 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.';
const SOLD_OUT = /^Dieser Termin ist leider ausgebucht\./;
const mailTo = (email: string, subject: string) => (mail: CaughtMail) =>
  mail.to.includes(email) && mail.subject.startsWith(subject);
/** The mail's text on one line, so assertions do not depend on where it wraps. */
const readable = (mail: CaughtMail) => mail.text.replace(/\s+/g, ' ');

/** The address the mail's 'Meine Buchungen' link signs in. */
async function signedInByLinkIn(app: TestApp, mail: CaughtMail): Promise<string | null> {
  const link = /https?:\/\/\S+\/api\/auth\/callback\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) return null;
  const { cookie } = await openLink(link);
  const session = await call(app, 'GET', '/api/auth/session', { cookie: cookie ?? undefined });
  return (session.body as { user: { email: string } | null }).user?.email ?? null;
}

function calendarOf(mail: CaughtMail) {
  const attachment = mail.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  expect(attachment, `calendar file in '${mail.subject}'`).toBeDefined();
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
  );
  return { uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate() };
}

interface RebookOptionsBody {
  options: { courseId: string; date: string }[];
  closedReason: string | null;
}

describe('rebooking and naming a substitute in Meine Buchungen', () => {
  let app: TestApp;
  const { join, entries, expectSeatsAccountedFor } = waitlistFixtures(() => app);
  const rebook = (cookie: string | undefined, id: string, courseId: string) =>
    call(app, 'POST', `/api/me/bookings/${id}/rebook`, { cookie, body: { courseId } });
  const substitute = (cookie: string | undefined, id: string, body: Record<string, unknown>) =>
    call(app, 'POST', `/api/me/bookings/${id}/substitute`, { cookie, body });
  const signedInBy = (mail: CaughtMail) => signedInByLinkIn(app, mail);
  const options = (cookie: string | undefined, id: string) =>
    call(app, 'GET', `/api/me/bookings/${id}/rebook-options`, { cookie });
  const cancel = (cookie: string, id: string) =>
    call(app, 'POST', `/api/me/bookings/${id}/cancel`, { cookie, body: {} });
  const receipt = (cookie: string, id: string) => call(app, 'GET', `/api/me/bookings/${id}/receipt`, { cookie });
  const myBookings = async (cookie: string) => {
    const answer = await call(app, 'GET', '/api/me/bookings', { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { bookings: Record<string, unknown>[] }).bookings;
  };
  const contactUs = () =>
    expect.stringContaining(
      `Bitte kontaktieren Sie uns: Telefon ${app.config.site.phone}, E-Mail ${app.config.site.email}.`,
    );

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('moves a booking to another date of the same price: the old seat goes to the waitlist, the mail moves the calendar entry', async () => {
    const participant = uniqueEmail('umbucher');
    const waiting = uniqueEmail('wartend');
    const original = await createCourse(app.dataSource, { max_participants: 1, available_spots: 1 });
    const target = await createCourse(app.dataSource);
    const booking = await paidBooking(app, original, { customerEmail: participant, customerName: 'Uwe Umbucher' });
    expect((await join(original.id, waiting)).status).toBe(200);
    const [confirmation] = await app.smtp.waitFor(1, mailTo(participant, 'Buchungsbestätigung'));
    const cookie = await signIn(app, participant);

    const answer = await rebook(cookie, booking.id, target.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as { message: string }).message).toMatch(/^Ihre Buchung ist umgebucht auf .+ am /);

    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      course_id: target.id,
      course_date: target.date,
      course_start_time: '08:30:00',
      booking_status: 'confirmed',
      holds_seat: true,
      amount: booking.amount,
    });
    expect(await spotsOf(app.dataSource, target.id)).toBe(9);
    // The freed seat is held for the first waiting person, not put on sale (DECISIONS 20).
    expect(await spotsOf(app.dataSource, original.id)).toBe(0);
    expect(await entries(original.id)).toEqual([[waiting, 1, 'offered']]);
    await app.smtp.waitFor(1, offerMails(waiting));
    await expectSeatsAccountedFor(original.id);
    await expectSeatsAccountedFor(target.id);

    // Same calendar UID with a higher SEQUENCE: calendars move the entry to the new date.
    const [mail] = await app.smtp.waitFor(1, mailTo(participant, 'Umbuchung bestätigt'));
    expect(await signedInBy(mail)).toBe(participant);
    const before = calendarOf(confirmation);
    const after = calendarOf(mail);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start).toEqual(berlinInstant(target.date, '08:30'));
    expect(mail.text).toContain('Bisheriger Termin');

    expect(await auditRows(app, booking.id)).toContainEqual({
      actor_email: participant,
      action: 'booking.rebook',
      entity: 'booking',
      entity_id: booking.id,
      before: expect.objectContaining({ course_id: original.id, course_date: original.date }),
      after: expect.objectContaining({ course_id: target.id, course_date: target.date, by: 'participant' }),
    });

    // The seat held for the waiting person is not free for someone else's rebooking.
    const other = uniqueEmail('zweiter');
    const second = await paidBooking(app, await createCourse(app.dataSource), { customerEmail: other });
    const refused = await rebook(await signIn(app, other), second.id, original.id);
    expect(refused.status).toBe(409);
    expect((refused.body as { error: string }).error).toMatch(SOLD_OUT);
    expect(await entries(original.id)).toEqual([[waiting, 1, 'offered']]);
  });

  it('refuses a rebooking later than 14 days before the start, to another price, of an unconfirmed booking or to the same date, naming the contact data', async () => {
    const participant = uniqueEmail('frist');
    const cookieFor = async (email: string) => signIn(app, email);
    const target = await createCourse(app.dataSource);
    const soon = await createCourse(app.dataSource, { date: berlinDatePlus(13) });
    const booking = await paidBooking(app, soon, { customerEmail: participant });
    const cookie = await cookieFor(participant);
    const late = await rebook(cookie, booking.id, target.id);
    expect(late).toMatchObject({ status: 409, body: { error: contactUs() } });
    expect((late.body as { error: string }).error).toMatch(/^Eine kostenfreie Umbuchung ist nur bis 14 Tage/);
    expect((await loadBooking(app.dataSource, booking.id)).course_id).toBe(soon.id);

    // Exactly 14 days before is still in time.
    const inTime = await paidBooking(app, await createCourse(app.dataSource, { date: berlinDatePlus(14) }), {
      customerEmail: participant,
    });
    expect((await rebook(cookie, inTime.id, target.id)).status).toBe(200);

    const other = await paidBooking(app, await createCourse(app.dataSource), { customerEmail: participant });
    const dearer = await createCourse(app.dataSource, { gross_price: 59381, price: 59381 });
    const priced = await rebook(cookie, other.id, dearer.id);
    expect(priced).toMatchObject({ status: 409, body: { error: contactUs() } });
    expect((priced.body as { error: string }).error).toMatch(/zum gleichen Preis/);
    expect(await spotsOf(app.dataSource, dearer.id)).toBe(10);

    expect(await rebook(cookie, other.id, other.course_id!)).toMatchObject({
      status: 409,
      body: { error: contactUs() },
    });
    const pending = await pendingBooking(app, await createCourse(app.dataSource), { customerEmail: participant });
    expect(await rebook(cookie, pending.id, target.id)).toMatchObject({ status: 409, body: { error: contactUs() } });
    expect((await loadBooking(app.dataSource, other.id)).course_id).toBe(other.course_id);
  });

  it('offers exactly the dates the rebooking accepts: same price, active, not started, a free seat, not booked yet', async () => {
    const participant = uniqueEmail('optionen');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: participant });
    const cookie = await signIn(app, participant);
    const free = await createCourse(app.dataSource, { start_time: '09:00', end_time: '17:00', available_spots: 3 });
    const refused = {
      dearer: await createCourse(app.dataSource, { gross_price: 59381, price: 59381 }),
      full: await createCourse(app.dataSource, { available_spots: 0 }),
      inactive: await createCourse(app.dataSource, { status: 'inactive' }),
      started: await createCourse(app.dataSource, { date: berlinDatePlus(-1) }),
      alreadyBooked: await createCourse(app.dataSource),
    };
    await paidBooking(app, refused.alreadyBooked, { customerEmail: participant });

    const answer = await options(cookie, booking.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { options: offered, closedReason } = answer.body as RebookOptionsBody;
    expect(closedReason).toBeNull();
    expect(offered).toContainEqual({
      courseId: free.id,
      title: free.title,
      date: free.date,
      startTime: '09:00',
      endTime: '17:00',
      availableSpots: 3,
    });
    const offeredIds = offered.map((option) => option.courseId);
    for (const [why, other] of Object.entries({ ...refused, same: course })) {
      expect(offeredIds, `${why} is not offered`).not.toContain(other.id);
      // Each one left out is one the rebooking refuses.
      expect((await rebook(cookie, booking.id, other.id)).status, `${why} is refused`).toBe(409);
    }
    expect(offered.map((option) => option.date)).toEqual(offered.map((option) => option.date).sort());
    expect((await rebook(cookie, booking.id, free.id)).status).toBe(200);

    // Too close to the start, or not confirmed: no dates, and why.
    const soon = await paidBooking(app, await createCourse(app.dataSource, { date: berlinDatePlus(13) }), {
      customerEmail: participant,
    });
    expect(await options(cookie, soon.id)).toMatchObject({
      status: 200,
      body: { options: [], closedReason: expect.stringMatching(/^Eine kostenfreie Umbuchung ist nur bis 14 Tage/) },
    });
    const pending = await pendingBooking(app, await createCourse(app.dataSource), { customerEmail: participant });
    expect(await options(cookie, pending.id)).toMatchObject({
      status: 200,
      body: { options: [], closedReason: 'Nur bestätigte Buchungen können umgebucht werden.' },
    });
  });

  it('gives the last seat to exactly one of two participants rebooking at once; the other booking stays as it was', async () => {
    const from = await createCourse(app.dataSource);
    const target = await createCourse(app.dataSource, { max_participants: 1, available_spots: 1 });
    const people = [uniqueEmail('schnell'), uniqueEmail('gleichzeitig')];
    const bookings = await Promise.all(people.map((email) => paidBooking(app, from, { customerEmail: email })));
    const cookies = await Promise.all(people.map((email) => signIn(app, email)));
    const before = await Promise.all(bookings.map((booking) => loadBooking(app.dataSource, booking.id)));

    const answers = await Promise.all(bookings.map((booking, index) => rebook(cookies[index], booking.id, target.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.findIndex((answer) => answer.status === 409);
    expect((answers[loser].body as { error: string }).error).toMatch(SOLD_OUT);
    expect(await loadBooking(app.dataSource, bookings[loser].id)).toEqual(before[loser]);
    expect((await loadBooking(app.dataSource, bookings[1 - loser].id)).course_id).toBe(target.id);
    expect(await spotsOf(app.dataSource, target.id)).toBe(0);
    expect(await spotsOf(app.dataSource, from.id)).toBe(9);
    await expectSeatsAccountedFor(target.id);
    await expectSeatsAccountedFor(from.id);
  });

  it('moves the seat to a substitute: both are mailed, the payer stays on the booking, manages it and is mailed on every change', async () => {
    const payer = uniqueEmail('zahlerin');
    const sub = uniqueEmail('ersatz');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: payer, customerName: 'Paula Zahlerin' });
    const payerCookie = await signIn(app, payer);

    const invalid = await substitute(payerCookie, booking.id, { name: 'X', email: 'kein-at', phone: '12' });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        fields: {
          name: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)',
          email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z.B. max.mustermann@beispiel.de)',
          phone: expect.any(String),
        },
      },
    });
    const taken = uniqueEmail('schon-gebucht');
    await paidBooking(app, course, { customerEmail: taken });
    expect(await substitute(payerCookie, booking.id, { name: 'Tina Teilnehmerin', email: taken })).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/bereits eine Buchung für diesen Termin/) },
    });

    const named = await substitute(payerCookie, booking.id, {
      name: 'Sven Ersatz',
      email: sub.toUpperCase(),
      phone: '+49 30 7654321',
      company: 'Ersatz GmbH',
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect((named.body as { message: string }).message).toMatch(/^Die Ersatzperson ist angemeldet\./);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_name: 'Sven Ersatz',
      customer_email: sub,
      customer_phone: '+49 30 7654321',
      customer_company: 'Ersatz GmbH',
      payer_name: 'Paula Zahlerin',
      payer_email: payer,
      amount: booking.amount,
    });
    const [registered] = await app.smtp.waitFor(1, mailTo(sub, 'Sie wurden als Teilnehmer/in angemeldet'));
    expect(registered.text).toContain('Paula Zahlerin hat Sie als Ersatzperson');
    const [confirmation] = await app.smtp.waitFor(1, mailTo(payer, 'Buchungsbestätigung'));
    expect(calendarOf(registered)).toMatchObject({
      uid: calendarOf(confirmation).uid,
      start: berlinInstant(course.date, '08:30'),
    });
    const [toPayer] = await app.smtp.waitFor(1, mailTo(payer, 'Ersatzperson angemeldet'));
    expect(toPayer.text).toContain(`Sven Ersatz (${sub})`);
    // Each mail's 'Meine Buchungen' link signs in its own recipient.
    expect(await signedInBy(registered)).toBe(sub);
    expect(await signedInBy(toPayer)).toBe(payer);

    // The payer moves the substitute's booking: both are mailed, the substitute with the calendar file.
    const subCookie = await signIn(app, sub);
    const target = await createCourse(app.dataSource);
    expect((await rebook(payerCookie, booking.id, target.id)).status).toBe(200);
    const [moved] = await app.smtp.waitFor(1, mailTo(sub, 'Umbuchung bestätigt'));
    expect(readable(moved)).toContain(
      'Paula Zahlerin hat als buchende Person Ihre Buchung auf einen anderen Termin umgebucht.',
    );
    expect(readable(moved)).not.toContain('Gezahlter Betrag');
    expect(calendarOf(moved)).toMatchObject({
      uid: calendarOf(registered).uid,
      start: berlinInstant(target.date, '08:30'),
    });
    const [movedToPayer] = await app.smtp.waitFor(1, mailTo(payer, 'Umbuchung der Buchung für Sven Ersatz'));
    expect(readable(movedToPayer)).toContain(
      `die Buchung ${booking.id}, die Sie bezahlt haben, ist auf einen anderen Termin umgebucht.`,
    );
    expect(readable(movedToPayer)).toContain(`Bisheriger Termin: ${formatLongDate(course.date)}`);
    expect(movedToPayer.attachments).toEqual([]);
    expect(await signedInBy(movedToPayer)).toBe(payer);

    const second = uniqueEmail('zweite-ersatz');
    expect((await substitute(payerCookie, booking.id, { name: 'Zora Zweite', email: second })).status).toBe(200);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_email: second,
      payer_name: 'Paula Zahlerin',
      payer_email: payer,
      course_id: target.id,
    });
    // The first substitute no longer takes part: the booking is no longer theirs.
    expect(await rebook(subCookie, booking.id, course.id)).toMatchObject({ status: 404, body: NOT_FOUND });

    const audit = await auditRows(app, booking.id);
    expect(
      audit
        .filter((row: { action: string }) => row.action !== 'booking.confirm')
        .map((row: { actor_email: string; action: string; after: { by: string } }) => [
          row.actor_email,
          row.action,
          row.after.by,
        ]),
    ).toEqual([
      [payer, 'booking.substitute', 'participant'],
      [payer, 'booking.rebook', 'payer'],
      [payer, 'booking.substitute', 'payer'],
    ]);
  });

  it('lets a substitute see their seat, calendar file, access data and certificate, and refuses them every change and the receipt', async () => {
    const payer = uniqueEmail('bezahlt');
    const sub = uniqueEmail('nimmt-teil');
    const course = await createCourse(app.dataSource);
    await app.dataSource.query(`UPDATE courses SET access_url = $2 WHERE id = $1`, [
      course.id,
      'https://meet.example.de/ersatzraum',
    ]);
    const target = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: payer, customerName: 'Paula Zahlerin' });
    expect((await substitute(await signIn(app, payer), booking.id, { name: 'Sven Ersatz', email: sub })).status).toBe(
      200,
    );
    await app.smtp.waitFor(1, mailTo(payer, 'Ersatzperson angemeldet'));
    await queuesDrained(app);

    const subCookie = await signIn(app, sub);
    const before = await loadBooking(app.dataSource, booking.id);
    const history = await auditRows(app, booking.id);
    const mailsOfBooking = () => app.smtp.mails.filter((mail) => mail.to.includes(payer) || mail.to.includes(sub));
    const mailed = mailsOfBooking().length;
    const refund = vi.spyOn(app.api.get<PaymentGateway>(PAYMENT_GATEWAY), 'refund');

    const refused = { status: 403, body: { error: PAYER_ONLY } };
    expect(await cancel(subCookie, booking.id), 'cancel').toMatchObject(refused);
    expect(await rebook(subCookie, booking.id, target.id), 'rebook').toMatchObject(refused);
    expect(await options(subCookie, booking.id), 'rebook-options').toMatchObject(refused);
    expect(
      await substitute(subCookie, booking.id, { name: 'Dora Dritte', email: uniqueEmail('dritte') }),
      'substitute',
    ).toMatchObject(refused);
    expect(await receipt(subCookie, booking.id), 'receipt').toMatchObject({
      status: 403,
      body: { error: 'Den Zahlungsbeleg erhält nur die Person, die die Buchung bezahlt hat.' },
    });
    await queuesDrained(app);
    expect(refund).not.toHaveBeenCalled();
    expect(await loadBooking(app.dataSource, booking.id)).toEqual(before);
    expect(await auditRows(app, booking.id)).toEqual(history);
    expect(await spotsOf(app.dataSource, target.id)).toBe(10);
    expect(mailsOfBooking()).toHaveLength(mailed);

    // Their seat: the list entry without amounts or actions, naming who manages it, and the calendar file.
    expect(await myBookings(subCookie)).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: 'confirmed',
        participantName: 'Sven Ersatz',
        isPayer: false,
        paidBy: 'Paula Zahlerin',
        paidCents: null,
        refundedCents: null,
        paymentDue: false,
        calendarUrl: `/api/me/bookings/${booking.id}/calendar.ics`,
        receiptUrl: null,
        access: null,
        certificate: null,
        cancellation: null,
        canCancel: false,
        canRebook: false,
        canSubstitute: false,
      }),
    ]);
    const calendar = await fetch(`${app.url}/api/me/bookings/${booking.id}/calendar.ics`, {
      headers: { Cookie: subCookie },
    });
    expect(calendar.status).toBe(200);
    expect(await calendar.text()).toContain(`UID:booking-${booking.id}@`);

    // The access data from 24 hours before the start, and the certificate once issued.
    vi.spyOn(app.api.get(Clock), 'now').mockReturnValue(new Date(courseStartsAt(course).getTime() - 23 * 3_600_000));
    expect((await myBookings(subCookie))[0].access).toMatchObject({ url: 'https://meet.example.de/ersatzraum' });
    const certificate = await app.api.get(CertificatesRepository).issue(app.dataSource.manager, booking.id);
    expect((await myBookings(subCookie))[0].certificate).toEqual({
      number: certificate.number,
      verificationUrl: `${app.url}/zertifikat/${certificate.number}`,
      downloadUrl: `/api/me/bookings/${booking.id}/certificate.pdf`,
    });
  });

  it("keeps the payer's company when a substitute takes the seat, and leaves every change to the payer", async () => {
    const payer = uniqueEmail('firma-zahlt');
    const sub = uniqueEmail('firma-ersatz');
    const second = uniqueEmail('firma-zweite');
    const course = await createCourse(app.dataSource);
    const target = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, {
      customerEmail: payer,
      customerName: 'Paula Zahlerin',
      customerType: 'business',
      customerCompany: 'Muster Medical GmbH',
    });
    const payerCookie = await signIn(app, payer);
    const named = await substitute(payerCookie, booking.id, {
      name: 'Sven Ersatz',
      email: sub,
      company: 'Ersatz GmbH',
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_company: 'Ersatz GmbH',
      payer_company: 'Muster Medical GmbH',
    });

    // The payer's entry: the amount, the receipt with their company, and every action.
    const [entry] = await myBookings(payerCookie);
    expect(entry).toMatchObject({
      id: booking.id,
      isPayer: true,
      paidBy: null,
      paidCents: booking.paid_amount,
      receiptUrl: `/api/me/bookings/${booking.id}/receipt`,
      canCancel: true,
      canRebook: true,
      canSubstitute: true,
    });
    const paidReceipt = await receipt(payerCookie, booking.id);
    expect(paidReceipt.status).toBe(200);
    expect(paidReceipt.body).toContain('Paula Zahlerin<br>Muster Medical GmbH');
    expect(paidReceipt.body).not.toContain('Ersatz GmbH');
    expect((await options(payerCookie, booking.id)).status).toBe(200);
    expect((await rebook(payerCookie, booking.id, target.id)).status).toBe(200);
    await app.smtp.waitFor(1, mailTo(payer, 'Umbuchung der Buchung für Sven Ersatz'));

    // Another substitute, without a company: the payer's stays.
    expect((await substitute(payerCookie, booking.id, { name: 'Zora Zweite', email: second })).status).toBe(200);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_email: second,
      customer_company: null,
      payer_company: 'Muster Medical GmbH',
    });
    // The payer takes the seat back: their company is the participant's again, whatever the form said.
    const back = await substitute(payerCookie, booking.id, {
      name: 'Paula Zahlerin',
      email: payer,
      company: 'Andere Firma AG',
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_email: payer,
      customer_company: 'Muster Medical GmbH',
      payer_email: null,
      payer_company: null,
    });
    expect((await receipt(payerCookie, booking.id)).body).toContain('Paula Zahlerin<br>Muster Medical GmbH');

    // Handed over once more, the payer cancels; both are mailed.
    expect((await substitute(payerCookie, booking.id, { name: 'Sven Ersatz', email: sub })).status).toBe(200);
    const cancelled = await cancel(payerCookie, booking.id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await app.smtp.waitFor(1, mailTo(payer, 'Stornierung der Buchung für Sven Ersatz'));
    await app.smtp.waitFor(1, mailTo(sub, 'Stornierung Ihrer Buchung'));
    expect((await loadBooking(app.dataSource, booking.id)).booking_status).toBe('cancelled');
  });

  it('sends the reminder with the access data to the substitute, not to the payer', async () => {
    const payer = uniqueEmail('erinnert-nicht');
    const sub = uniqueEmail('erinnert');
    const course = await createCourse(app.dataSource);
    await app.dataSource.query(`UPDATE courses SET access_url = $2 WHERE id = $1`, [
      course.id,
      'https://meet.example.de/ersatz',
    ]);
    const booking = await paidBooking(app, course, { customerEmail: payer });
    expect((await substitute(await signIn(app, payer), booking.id, { name: 'Rita Ersatz', email: sub })).status).toBe(
      200,
    );
    await app.smtp.waitFor(1, mailTo(payer, 'Ersatzperson angemeldet'));

    vi.spyOn(app.worker!.get(Clock), 'now').mockReturnValue(
      new Date(berlinInstant(course.date, course.start_time).getTime() - 20 * 3600_000),
    );
    await app.worker!.get(ScanRemindersJob).handle();
    const [reminder] = await app.smtp.waitFor(1, mailTo(sub, 'Erinnerung:'));
    expect(reminder.text).toContain('https://meet.example.de/ersatz');
    expect(app.smtp.mails.filter(mailTo(payer, 'Erinnerung:'))).toEqual([]);
  });

  it("answers every action on another person's booking with the same 404, and 401 without a session", async () => {
    const owner = uniqueEmail('eigentuemer');
    const course = await createCourse(app.dataSource);
    const target = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: owner });
    const stranger = await signIn(app, uniqueEmail('fremd'));
    const before = await loadBooking(app.dataSource, booking.id);
    const body = { name: 'Fritz Fremd', email: uniqueEmail('fremd-ersatz') };
    for (const id of [booking.id, '00000000-0000-4000-8000-000000000000', 'keine-uuid']) {
      expect(await rebook(stranger, id, target.id), `rebook ${id}`).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await substitute(stranger, id, body), `substitute ${id}`).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await options(stranger, id), `rebook-options ${id}`).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    expect((await rebook(undefined, booking.id, target.id)).status).toBe(401);
    expect((await substitute(undefined, booking.id, body)).status).toBe(401);
    expect((await options(undefined, booking.id)).status).toBe(401);
    expect(await loadBooking(app.dataSource, booking.id)).toEqual(before);
    expect(await spotsOf(app.dataSource, target.id)).toBe(10);
  });
});
