import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';
import { signIn } from '../support/auth';
import { checkoutBody, createCourse, loadBooking, postJson, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { startTestAppWithStripe, StripeStandIn } from './helpers/stripe-stand-in';

const OPEN_ELSEWHERE =
  'Für diese E-Mail-Adresse ist bereits eine Buchung für diesen Termin offen. Wir haben Ihnen eine E-Mail geschickt, mit der Sie die Zahlung abschließen oder die Reservierung verwerfen und neu buchen können.';
const RESUME_SUBJECT = 'Ihre Buchung abschließen';

/** The resume cookie a checkout answer sets, as the browser would send it back. */
function resumeCookieOf(headers: Headers, bookingId: string): { cookie: string; attributes: string } {
  const setCookie = headers.getSetCookie().find((line) => line.startsWith(`mpb_checkout_${bookingId}=`));
  if (!setCookie) throw new Error(`no resume cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return { cookie: setCookie.split(';')[0], attributes: setCookie };
}

describe.each(['test', 'stripe'] as const)(
  'an open checkout is handed back only to its owner (%s payments)',
  (mode) => {
    let app: TestApp;
    const stripe = new StripeStandIn();

    beforeAll(async () => {
      app =
        mode === 'stripe'
          ? await startTestAppWithStripe(
              stripe,
              { secretKey: 'sk_test_takeover', webhookSecret: 'whsec_takeover' },
              { worker: true },
            )
          : await startTestApp();
    });
    afterAll(async () => {
      await app?.close();
      if (mode === 'stripe') await stripe.stop();
    });

    const checkout = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      postJson(`${app.url}/api/checkout`, body, { origin: app.url, ...headers });

    it('refuses strangers in German without a trace of the checkout, mails its owner once, and gives it back to the owner', async () => {
      const course = await createCourse(app.dataSource, { max_participants: 5 });
      const customerEmail = uniqueEmail('opfer');
      const opened = await checkout(checkoutBody(course, { customerEmail, customerName: 'Vera Opfermann' }));
      expect(opened.status).toBe(200);
      const { bookingId, url } = opened.body;
      const resume = resumeCookieOf(opened.headers, bookingId);
      expect(resume.attributes).toMatch(/; HttpOnly/i);
      expect(resume.attributes).toMatch(/; SameSite=Lax/i);
      expect(resume.attributes).toMatch(/; Path=\/api\/checkout/i);
      const before = await loadBooking(app.dataSource, bookingId);

      for (let attempt = 0; attempt < 3; attempt += 1) {
        const stranger = await checkout(
          checkoutBody(course, { customerEmail: customerEmail.toUpperCase(), customerName: 'Eva Fremd' }),
        );
        expect(stranger.status).toBe(409);
        expect(stranger.body).toEqual({ error: OPEN_ELSEWHERE });
        for (const secret of [bookingId, url, 'Opfermann', before.payment_session_id!])
          expect(stranger.text).not.toContain(secret);
        expect(stranger.headers.getSetCookie()).toEqual([]);
      }

      // The owner gets exactly one mail with the link: one mail event for three attempts within 10 minutes.
      const [mail] = await app.smtp.waitFor(
        1,
        (candidate) => candidate.to.includes(customerEmail) && candidate.subject === RESUME_SUBJECT,
      );
      expect(mail.text).toContain(url);
      // Whoever opened the checkout typed the name: the mail to the address names no one.
      for (const name of ['Vera Opfermann', 'Eva Fremd']) expect(mail.text + mail.html).not.toContain(name);
      const mailEvents = await app.dataSource.query(
        `SELECT id FROM outbox_events WHERE type = $1 AND payload ->> 'bookingId' = $2`,
        [EVENTS.emailRequested, bookingId],
      );
      expect(mailEvents).toHaveLength(1);
      expect(
        app.smtp.mails.filter(
          (candidate) => candidate.to.includes(customerEmail) && candidate.subject === RESUME_SUBJECT,
        ),
      ).toHaveLength(1);

      // The victim's checkout is untouched.
      const after = await loadBooking(app.dataSource, bookingId);
      expect(after).toMatchObject({
        booking_status: 'pending',
        holds_seat: true,
        customer_name: 'Vera Opfermann',
        customer_email: customerEmail,
        payment_session_id: before.payment_session_id,
        payment_session_url: url,
        hold_expires_at: before.hold_expires_at,
      });
      expect(
        await app.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE course_id = $1`, [course.id]),
      ).toEqual([{ n: 1 }]);
      expect(await spotsOf(app.dataSource, course.id)).toBe(4);

      // The browser that opened it, with its cookie, gets it back.
      const sameBrowser = await checkout(checkoutBody(course, { customerEmail }), { cookie: resume.cookie });
      expect(sameBrowser).toMatchObject({ status: 200, body: { bookingId, url } });

      // So does a session signed in with that address, from another browser.
      const session = await signIn(app, customerEmail);
      const signedIn = await checkout(checkoutBody(course, { customerEmail }), { cookie: session });
      expect(signedIn).toMatchObject({ status: 200, body: { bookingId, url } });

      // A cookie of another checkout proves nothing.
      const other = await checkout(checkoutBody(course, { customerEmail: uniqueEmail('andere') }));
      const otherCookie = resumeCookieOf(other.headers, other.body.bookingId).cookie.replace(
        other.body.bookingId,
        bookingId,
      );
      expect((await checkout(checkoutBody(course, { customerEmail }), { cookie: otherCookie })).status).toBe(409);
      expect(await spotsOf(app.dataSource, course.id)).toBe(3);
    });
  },
);
