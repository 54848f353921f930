import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { createCourse, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { offerMails, UNSUBSCRIBE_LINK, waitlistFixtures } from './helpers/waitlist-fixtures';

describe('a waitlist offer mail carries two different personal links', () => {
  let app: TestApp;
  const { join, getOffer, entries, offerToken, checkout, cancelCheckout, expectSeatsAccountedFor } = waitlistFixtures(
    () => app,
  );

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const unsubscribe = async (token: string) => {
    const response = await fetch(`${app.url}/api/waitlist/unsubscribe?token=${encodeURIComponent(token)}`);
    return { status: response.status, body: await response.json() };
  };

  it('books only with the booking token and unsubscribes only with the unsubscribe token', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    const held = await checkout(course);
    expect(held.status).toBe(200);
    const waiting = uniqueEmail('wartend');
    expect((await join(course.id, waiting)).status).toBe(200);
    expect((await cancelCheckout(held.body.bookingId)).status).toBe(200);

    const bookingToken = await offerToken(waiting);
    const [mail] = app.smtp.mails.filter(offerMails(waiting));
    const unsubscribeToken = new URL(mail.text.match(UNSUBSCRIBE_LINK)![0]).searchParams.get('token')!;
    expect(unsubscribeToken).not.toBe(bookingToken);

    // The unsubscribe token neither shows nor books the offer.
    expect((await getOffer(unsubscribeToken)).status).toBe(404);
    const bookedWithUnsubscribe = await checkout(course, {
      customerEmail: waiting,
      waitlistOfferToken: unsubscribeToken,
    });
    expect(bookedWithUnsubscribe).toMatchObject({
      status: 404,
      body: { error: 'Dieser Buchungslink ist ungültig oder abgelaufen.' },
    });

    // The booking token does not take the person off the waitlist.
    expect(await unsubscribe(bookingToken)).toEqual({ status: 404, body: { error: 'Ungültiger Abmelde-Link' } });
    expect(await entries(course.id)).toEqual([[waiting, 1, 'offered']]);
    await expectSeatsAccountedFor(course.id);

    // Each works for its own purpose: the offer is shown, then the person leaves and the seat is free again.
    expect((await getOffer(bookingToken)).status).toBe(200);
    expect((await unsubscribe(unsubscribeToken)).status).toBe(200);
    expect(await entries(course.id)).toEqual([]);
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
    expect((await getOffer(bookingToken)).status).toBe(410);
  });
});
