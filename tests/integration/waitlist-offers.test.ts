import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS, JOBS, QUEUES } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { WaitlistOffersService } from '../../backend/src/waitlist/waitlist-offers.service';
import { startTestApp, TestApp } from '../support/app';
import {
  createCourse,
  loadBooking,
  payTestCheckout,
  sessionOf,
  spotsOf,
  uniqueEmail,
} from './helpers/booking-fixtures';
import { eventually, queuesDrained } from '../support/eventually';
import { offerMails, UNSUBSCRIBE_LINK, waitlistFixtures } from './helpers/waitlist-fixtures';

describe(WaitlistOffersService.name, () => {
  let app: TestApp;
  const {
    join,
    getOffer,
    entries,
    expectSeatsAccountedFor,
    offerToken,
    checkout,
    cancelCheckout,
    setClock,
    resetClock,
  } = waitlistFixtures(() => app);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterEach(resetClock);
  afterAll(async () => {
    await app?.close();
  });

  it('offers a freed seat once when the offer job runs twice concurrently, and as many seats as are free', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 4, available_spots: 0 });
    const waiting = [uniqueEmail('erste'), uniqueEmail('zweite'), uniqueEmail('dritte')];
    for (const email of waiting) await join(course.id, email);

    await app.dataSource.query(`UPDATE courses SET available_spots = 1 WHERE id = $1`, [course.id]);
    const offers = app.worker!.get(WaitlistOffersService);
    const results = await Promise.all([
      offers.settleCourse(course.id),
      offers.settleCourse(course.id),
      offers.settleCourse(course.id),
    ]);
    expect(results.map((result) => result.offered).sort()).toEqual([0, 0, 1]);
    const queue = app.api.get(QueueRegistry).get(QUEUES.waitlist);
    await Promise.all(
      ['a', 'b'].map((suffix) =>
        queue.add(JOBS.offerSeats, { courseId: course.id }, { jobId: `test-offer-${course.id}-${suffix}` }),
      ),
    );
    await app.smtp.waitFor(1, offerMails(waiting[0]));
    await queuesDrained(app);

    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    expect(await entries(course.id)).toEqual([
      [waiting[0], 1, 'offered'],
      [waiting[1], 2, 'waiting'],
      [waiting[2], 3, 'waiting'],
    ]);
    expect(app.smtp.mails.filter(offerMails(waiting[0]))).toHaveLength(1);

    // Three seats free at once (e.g. the admin raised the spots): two people wait, one seat stays bookable.
    await app.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE courses SET available_spots = 3 WHERE id = $1`, [course.id]);
      await app.api
        .get(OutboxService)
        .record(manager, EVENTS.seatsReleased, { bookingId: null, courseId: course.id, seats: 3 });
    });
    await app.smtp.waitFor(1, offerMails(waiting[2]));
    await eventually(async () => (await spotsOf(app.dataSource, course.id)) === 1, { what: 'one seat left bookable' });
    expect((await entries(course.id)).map(([, , status]) => status)).toEqual(['offered', 'offered', 'offered']);
    await expectSeatsAccountedFor(course.id);
  });

  it('runs the full cycle: cancelled booking, offer booked through its link, no-show offer passed on after 24 hours', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 3 });
    const early = [];
    for (let index = 0; index < 3; index += 1) early.push((await checkout(course)).body.bookingId as string);
    const paid = await sessionOf(app.dataSource, early[1]);
    expect((await payTestCheckout(app.url, paid.id)).status).toBe(303);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);

    const [first, second, third] = [uniqueEmail('erika'), uniqueEmail('max'), uniqueEmail('lena')];
    expect((await join(course.id, first)).body).toMatchObject({ position: 1, alreadyOnWaitlist: false });
    expect((await join(course.id, second)).body).toMatchObject({ position: 2 });
    expect((await join(course.id, third)).body).toMatchObject({ position: 3 });

    // A booking is cancelled: its seat is offered to the first and held for her.
    expect((await cancelCheckout(early[0])).status).toBe(200);
    const firstToken = await offerToken(first);
    const [firstMail] = app.smtp.mails.filter(offerMails(first));
    expect(firstMail.text).toContain(`${app.url}/online-seminare?angebot=${firstToken}`);
    expect(firstMail.text).toMatch(/Kursgebühr: 474,81\s€/);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    await expectSeatsAccountedFor(course.id);

    const shown = await getOffer(firstToken);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      courseId: course.id,
      customerEmail: first,
      course: { id: course.id, available_spots: 0 },
    });
    expect(new Date(shown.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    // Nobody else gets the held seat, and the link only books for the offer's address.
    expect((await checkout(course)).status).toBe(409);
    const stranger = await checkout(course, { waitlistOfferToken: firstToken });
    expect(stranger).toMatchObject({
      status: 400,
      body: {
        fields: {
          customerEmail: 'Dieser Buchungslink gilt nur für die E-Mail-Adresse, an die das Platzangebot gesendet wurde.',
        },
      },
    });

    const booked = await checkout(course, { customerEmail: first, waitlistOfferToken: firstToken });
    expect(booked.status).toBe(200);
    expect(await loadBooking(app.dataSource, booked.body.bookingId)).toMatchObject({
      booking_status: 'pending',
      holds_seat: true,
      waitlist_entry_id: expect.any(String),
    });
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    expect(await entries(course.id)).toEqual([
      [second, 1, 'waiting'],
      [third, 2, 'waiting'],
      [first, null, 'booked'],
    ]);
    const session = await sessionOf(app.dataSource, booked.body.bookingId);
    expect((await payTestCheckout(app.url, session.id)).status).toBe(303);
    expect(await loadBooking(app.dataSource, booked.body.bookingId)).toMatchObject({
      booking_status: 'confirmed',
      payment_status: 'paid',
    });
    expect(await getOffer(firstToken)).toEqual({
      status: 409,
      body: { error: 'Über dieses Platzangebot wurde bereits gebucht.' },
    });
    expect((await checkout(course, { customerEmail: first, waitlistOfferToken: firstToken })).status).toBe(409);
    await expectSeatsAccountedFor(course.id);

    // Another seat frees; the second person never answers and her offer passes on after 24 hours.
    expect((await cancelCheckout(early[2])).status).toBe(200);
    const secondToken = await offerToken(second);
    setClock(new Date(Date.now() + 24 * 3600_000 + 60_000));
    await app.api
      .get(QueueRegistry)
      .get(QUEUES.waitlist)
      .add(JOBS.expireWaitlistOffers, {}, { jobId: `test-expire-${course.id}` });
    const thirdToken = await offerToken(third);
    expect(await entries(course.id)).toEqual([
      [third, 1, 'offered'],
      [first, null, 'booked'],
    ]);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    await expectSeatsAccountedFor(course.id);
    expect(await getOffer(secondToken)).toEqual({
      status: 410,
      body: {
        error: 'Dieses Platzangebot ist abgelaufen. Der Platz wird der nächsten Person auf der Warteliste angeboten.',
      },
    });
    expect((await checkout(course, { customerEmail: second, waitlistOfferToken: secondToken })).status).toBe(410);
    expect((await getOffer(thirdToken)).status).toBe(200);

    // The third declines through the offer mail's unsubscribe link: nobody waits, so the seat is bookable again.
    const unsubscribeUrl = app.smtp.mails.filter(offerMails(third))[0].text.match(UNSUBSCRIBE_LINK)![0];
    const left = await fetch(`${app.url}/api/waitlist/unsubscribe${new URL(unsubscribeUrl).search}`);
    expect(left.status).toBe(200);
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
    expect(await getOffer(thirdToken)).toEqual({
      status: 410,
      body: { error: 'Sie haben sich von der Warteliste ausgetragen. Dieses Platzangebot gilt nicht mehr.' },
    });
    await expectSeatsAccountedFor(course.id);
  });

  it('answers missing and bogus offer links with a German 404', async () => {
    const invalid = { error: 'Dieser Buchungslink ist ungültig oder abgelaufen.' };
    expect(await getOffer('')).toEqual({ status: 404, body: invalid });
    expect(await getOffer('dGhpcy1pcy1ub3QtYW4tb2ZmZXI')).toEqual({ status: 404, body: invalid });
    const course = await createCourse(app.dataSource);
    const response = await checkout(course, { waitlistOfferToken: 'dGhpcy1pcy1ub3QtYW4tb2ZmZXI' });
    expect(response).toMatchObject({ status: 404, body: invalid });
    expect(await spotsOf(app.dataSource, course.id)).toBe(course.max_participants);
  });
});
