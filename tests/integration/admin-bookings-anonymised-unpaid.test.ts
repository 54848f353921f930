import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { queuesDrained } from '../support/eventually';
import { euro } from '../support/money';
import {
  adminCalls,
  auditRows,
  createCourse,
  loadBooking,
  paidBooking,
  pendingBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const ANONYMISED_EMAIL = 'anonymisiert@geloescht.invalid';
const BANK = {
  SITE_BANK_ACCOUNT_HOLDER: 'Beispiel Medical Consulting GmbH',
  SITE_BANK_IBAN: 'DE89 3704 0044 0532 0130 00',
  SITE_BANK_BIC: 'COBADEFFXXX',
};

describe('bookings of a deleted person and bookings confirmed before payment', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post } = adminCalls(
    () => app,
    () => cookie,
  );
  const mailsTo = (email: string) => app.smtp.mails.filter((mail) => mail.to.includes(email));

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({ env: BANK }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses to cancel, resend or confirm a booking whose person was deleted (GDPR), in German', async () => {
    const course = await createCourse(app.dataSource);
    const paid = await paidBooking(app, course);
    const pending = await pendingBooking(app, course, { customerEmail: paid.customer_email });
    expect((await post('/api/admin/gdpr-deletions', { email: paid.customer_email })).status).toBe(201);
    // The mails of the booking and of the deletion are sent by now; the refusals below add none.
    await queuesDrained(app);
    const mailsBefore = app.smtp.mails.length;

    const row = await get(`/api/admin/bookings/${paid.id}`);
    expect(row.body).toMatchObject({ customer_email: ANONYMISED_EMAIL, anonymised: true });

    const cancel = await post(`/api/admin/bookings/${paid.id}/cancel`, { refundCents: 0 });
    expect(cancel).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/^Stornierung nicht möglich: .*DSGVO/) },
    });
    const resend = await post(`/api/admin/bookings/${paid.id}/resend-email`, { type: 'confirmation' });
    expect(resend).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/^E-Mail-Versand nicht möglich: .*DSGVO/) },
    });
    const confirm = await post(`/api/admin/bookings/${pending.id}/confirm`);
    expect(confirm).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/^Bestätigung nicht möglich: .*DSGVO/) },
    });

    expect(await loadBooking(app.dataSource, paid.id)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
    });
    expect((await loadBooking(app.dataSource, pending.id)).booking_status).toBe('pending');
    expect(await auditRows(app, paid.id)).toEqual([]);
    await queuesDrained(app);
    expect(app.smtp.mails.length).toBe(mailsBefore);
    expect(mailsTo(ANONYMISED_EMAIL)).toEqual([]);
  });

  it('tells a customer confirmed before paying that the fee is still due, and how to pay it', async () => {
    const course = await createCourse(app.dataSource, { gross_price: 47481 });
    const booking = await pendingBooking(app, course);
    const answer = await post(`/api/admin/bookings/${booking.id}/confirm`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      booking: { booking_status: 'confirmed', payment_status: 'pending' },
      emailDelivery: 'sent',
    });

    // The invoice's own mail, sent by the worker, may arrive first.
    const mail = mailsTo(booking.customer_email).find(({ subject }) => /Zahlung ausstehend/.test(subject));
    expect(mail, 'the confirmation that the fee is still due').toBeDefined();
    const text = mail!.text.replace(/[ \t\r\n]+/g, ' ');
    expect(text).toContain(`Die Kursgebühr von ${euro(47481)} ist noch nicht bezahlt`);
    expect(text).not.toContain('verbindlich');
    expect(text).toContain('Kontoinhaber: Beispiel Medical Consulting GmbH');
    expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(text).toContain('BIC: COBADEFFXXX');
    expect(text).toContain('Verwendungszweck: die Rechnungsnummer (die Rechnung erhalten Sie in einer eigenen E-Mail)');
  });

  it('does not ask a customer who has paid to pay again', async () => {
    const course = await createCourse(app.dataSource);
    const paid = await paidBooking(app, course);
    const answer = await post(`/api/admin/bookings/${paid.id}/resend-email`, { type: 'manual-confirmation' });
    expect(answer.body).toMatchObject({ emailDelivery: 'sent' });
    const mail = mailsTo(paid.customer_email).find((candidate) =>
      candidate.subject.startsWith('Ihre Buchung ist bestätigt'),
    )!;
    expect(mail.subject).not.toMatch(/Zahlung/);
    expect(mail.text).not.toMatch(/IBAN|noch nicht bezahlt/);
  });
});
