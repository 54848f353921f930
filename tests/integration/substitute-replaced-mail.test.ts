import { berlinInstant, formatLongDate, formatShortDate } from '@mpb/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { call, signIn } from '../support/auth';
import { queuesDrained } from '../support/eventually';
import type { CaughtMail } from '../support/smtp-catcher';
import { paidBooking } from './helpers/admin-bookings-fixtures';
import { createCourse, loadBooking, uniqueEmail } from './helpers/booking-fixtures';

const REPLACED = 'Ihr Kursplatz wurde übertragen';
const REGISTERED = 'Sie wurden als Teilnehmer/in angemeldet';
const CONFIRMED_TO_PAYER = 'Ersatzperson angemeldet';
const SIGN_IN_LINK = /\/api\/auth\/callback\?token=/;

const mailTo = (email: string, subject: string) => (mail: CaughtMail) =>
  mail.to.includes(email) && mail.subject.startsWith(subject);

/** The mail's calendar file as a calendar app reads it. */
function calendarOf(mail: CaughtMail) {
  const attachment = mail.parsed.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  expect(attachment, `calendar file in '${mail.subject}'`).toBeDefined();
  const contentType = attachment!.headers.get('content-type') as { params: Record<string, string> } | undefined;
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    /** The method the MIME part announces, which has to match the file's. */
    mimeMethod: contentType?.params.method,
    method: calendar.getFirstPropertyValue('method'),
    status: vevent.getFirstPropertyValue('status'),
    /** A URI's scheme is case-insensitive (RFC 3986): compared in lower case. */
    attendee: String(vevent.getFirstPropertyValue('attendee')).toLowerCase(),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
  };
}

/** The mail's text on one line, so assertions do not depend on where it wraps. */
const textOf = (mail: CaughtMail) => mail.text.replace(/\s+/g, ' ');

describe('the mail to a participant replaced by a substitute', () => {
  let app: TestApp;
  const substitute = async (cookie: string | undefined, id: string, body: Record<string, unknown>) => {
    const answer = await call(app, 'POST', `/api/me/bookings/${id}/substitute`, { cookie, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const mailsTo = (email: string, subject: string) => app.smtp.mails.filter(mailTo(email, subject));

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells the first substitute, once the payer names a second, that their seat, access data and calendar entry end', async () => {
    const payer = uniqueEmail('zahlerin');
    const first = uniqueEmail('erste-ersatz');
    const second = uniqueEmail('zweite-ersatz');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: payer, customerName: 'Paula Zahlerin' });
    const payerCookie = await signIn(app, payer);

    // The payer hands over their own seat: they get the confirmation, not the notice.
    await substitute(payerCookie, booking.id, { name: 'Anton Erster', email: first });
    const [firstRegistered] = await app.smtp.waitFor(1, mailTo(first, REGISTERED));
    await app.smtp.waitFor(1, mailTo(payer, CONFIRMED_TO_PAYER));
    await queuesDrained(app);
    expect(mailsTo(payer, REPLACED)).toEqual([]);

    await substitute(payerCookie, booking.id, { name: 'Berta Zweite', email: second });
    const [notice] = await app.smtp.waitFor(1, mailTo(first, REPLACED));
    await app.smtp.waitFor(1, mailTo(second, REGISTERED));
    await app.smtp.waitFor(2, mailTo(payer, CONFIRMED_TO_PAYER));
    await queuesDrained(app);
    expect(mailsTo(first, REPLACED)).toHaveLength(1);
    expect(mailsTo(second, REGISTERED)).toHaveLength(1);
    expect(mailsTo(payer, CONFIRMED_TO_PAYER)).toHaveLength(2);
    expect([payer, second].flatMap((email) => mailsTo(email, REPLACED))).toEqual([]);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_email: second,
      payer_email: payer,
    });

    expect(notice.to).toEqual([first]);
    expect(notice.subject).toBe(`${REPLACED}: ${course.title} am ${formatShortDate(course.date)}`);
    const text = textOf(notice);
    expect(text).toContain('Guten Tag Anton Erster,');
    expect(text).toContain(
      'Paula Zahlerin hat als buchende Person Ihren Platz im folgenden Kurs an eine andere Person übertragen. Sie sind damit nicht mehr als Teilnehmer/in angemeldet.',
    );
    expect(text).toContain(`Kurs: ${course.title}`);
    expect(text).toContain(`Datum: ${formatLongDate(course.date)}`);
    expect(text).toContain('Uhrzeit: 08:30-16:00 Uhr');
    expect(text).toContain(`Buchungsnummer: ${booking.id}`);
    expect(text).toContain('Der Platz und die Zugangsdaten zum Live-Webinar gelten nicht mehr für Sie.');
    expect(text).toContain('Die angehängte Kalenderdatei (.ics) sagt den Termin in Ihrem Kalender ab.');
    expect(text).toContain(
      `melden Sie sich bitte bei uns unter ${app.config.site.email} oder telefonisch unter ${app.config.site.phone}`,
    );
    // The booking is no longer theirs: no sign-in link, and nothing about who takes part now.
    expect(text).not.toMatch(SIGN_IN_LINK);
    expect(notice.html).not.toMatch(SIGN_IN_LINK);
    expect(text).not.toContain('Meine Buchungen');
    expect(text).not.toContain('Berta');
    expect(text).not.toContain(second);

    // The entry their calendar took from the registration is withdrawn: same UID, higher SEQUENCE.
    const withdrawn = calendarOf(notice);
    const entered = calendarOf(firstRegistered);
    expect(withdrawn).toMatchObject({
      mimeMethod: 'CANCEL',
      method: 'CANCEL',
      status: 'CANCELLED',
      attendee: `mailto:${first}`,
      uid: entered.uid,
      start: berlinInstant(course.date, '08:30'),
    });
    expect(withdrawn.sequence).toBeGreaterThan(entered.sequence);
    const [secondRegistered] = mailsTo(second, REGISTERED);
    expect(calendarOf(secondRegistered)).toMatchObject({
      mimeMethod: 'PUBLISH',
      method: 'PUBLISH',
      status: 'CONFIRMED',
      uid: entered.uid,
    });
  });

  it('leaves naming someone else to the payer, and mails the one replaced when the payer takes the seat back', async () => {
    const payer = uniqueEmail('rueckholer');
    const first = uniqueEmail('gibt-ab');
    const second = uniqueEmail('uebernimmt');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: payer, customerName: 'Paula Zahlerin' });
    const payerCookie = await signIn(app, payer);
    await substitute(payerCookie, booking.id, { name: 'Anton Erster', email: first });
    await app.smtp.waitFor(1, mailTo(first, REGISTERED));

    // The substitute only takes part: handing the seat on is the payer's to do.
    const handOn = await call(app, 'POST', `/api/me/bookings/${booking.id}/substitute`, {
      cookie: await signIn(app, first),
      body: { name: 'Clara Dritte', email: second },
    });
    expect(handOn).toMatchObject({
      status: 403,
      body: { error: 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.' },
    });
    expect((await loadBooking(app.dataSource, booking.id)).customer_email).toBe(first);

    await substitute(payerCookie, booking.id, { name: 'Clara Dritte', email: second });
    await app.smtp.waitFor(1, mailTo(first, REPLACED));
    const [secondRegistered] = await app.smtp.waitFor(1, mailTo(second, REGISTERED));
    expect(textOf(secondRegistered)).toContain(
      'Paula Zahlerin hat Sie als Ersatzperson für den folgenden Kurs benannt.',
    );
    // Their page shows the date and files; the changes stay with the payer.
    expect(textOf(secondRegistered)).toContain('Dort finden Sie Ihren Termin, die Kalenderdatei');
    expect(textOf(secondRegistered)).not.toContain('Dort können Sie stornieren');

    // The payer names themself again: the participant they replace is told, the payer gets the registration.
    await substitute(payerCookie, booking.id, { name: 'Paula Zahlerin', email: payer });
    const [notice] = await app.smtp.waitFor(1, mailTo(second, REPLACED));
    const [payerRegistered] = await app.smtp.waitFor(1, mailTo(payer, REGISTERED));
    expect(textOf(payerRegistered)).toContain('Sie nehmen wieder selbst am folgenden Kurs teil.');
    expect(textOf(payerRegistered)).not.toContain('hat Sie als Ersatzperson');
    expect(textOf(payerRegistered)).toContain('Dort können Sie stornieren, umbuchen oder eine Ersatzperson benennen.');
    await queuesDrained(app);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_email: payer,
      payer_email: null,
    });
    expect(mailsTo(second, REPLACED)).toHaveLength(1);
    expect(mailsTo(first, REPLACED)).toHaveLength(1);
    expect(mailsTo(payer, REPLACED)).toEqual([]);
    // One confirmation each for the two hand-overs to someone else; none when the payer takes part again.
    expect(mailsTo(payer, CONFIRMED_TO_PAYER)).toHaveLength(2);

    expect(notice.to).toEqual([second]);
    expect(textOf(notice)).toContain('Guten Tag Clara Dritte,');
    expect(textOf(notice)).toContain('Paula Zahlerin hat als buchende Person Ihren Platz im folgenden Kurs');
    expect(notice.text).not.toMatch(SIGN_IN_LINK);
    const withdrawn = calendarOf(notice);
    expect(withdrawn).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      attendee: `mailto:${second}`,
      uid: calendarOf(secondRegistered).uid,
    });
    expect(withdrawn.sequence).toBeGreaterThan(calendarOf(secondRegistered).sequence);
  });
});
