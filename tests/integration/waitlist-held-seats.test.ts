import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOBS, QUEUES } from '../../backend/src/core/queue/job-names';
import { QueueRegistry } from '../../backend/src/core/queue/queue-registry.service';
import { WaitlistService } from '../../backend/src/waitlist/waitlist.service';
import { startTestApp, TestApp } from '../support/app';
import { createCourse, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { eventually } from '../support/eventually';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';

describe('seats held for waitlist offers', () => {
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

  /** A course of one seat taken by an unpaid checkout, with people waiting; cancelling that checkout frees the seat. */
  async function fullCourseWithWaitlist(emails: string[], overrides: Parameters<typeof createCourse>[1] = {}) {
    const course = await createCourse(app.dataSource, { max_participants: 1, ...overrides });
    const blocker = (await checkout(course)).body.bookingId as string;
    for (const email of emails) expect((await join(course.id, email)).status).toBe(200);
    return { course, freeSeat: () => cancelCheckout(blocker) };
  }

  it('holds the seat for the offer again when the booking through it ends unpaid within the 24 hours', async () => {
    const [person, next] = [uniqueEmail('zurueck'), uniqueEmail('danach')];
    const { course, freeSeat } = await fullCourseWithWaitlist([person, next]);
    await freeSeat();
    const token = await offerToken(person);

    const first = await checkout(course, { customerEmail: person, waitlistOfferToken: token });
    expect(first.status).toBe(200);
    expect((await cancelCheckout(first.body.bookingId)).status).toBe(200);
    // The booking ended unpaid in the same transaction that gave the offer its seat back.
    expect(await entries(course.id)).toEqual([
      [person, 1, 'offered'],
      [next, 2, 'waiting'],
    ]);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    expect(app.smtp.mails.filter(offerMails(next))).toHaveLength(0);

    const again = await checkout(course, { customerEmail: person, waitlistOfferToken: token });
    expect(again.status).toBe(200);
    await expectSeatsAccountedFor(course.id);
  });

  it('passes the held seat on at once when an admin removes the entry holding the offer', async () => {
    const [first, second] = [uniqueEmail('entfernt'), uniqueEmail('nachruecker')];
    const { course, freeSeat } = await fullCourseWithWaitlist([first, second]);
    await freeSeat();
    const token = await offerToken(first);
    const [entry] = await app.dataSource.query(`SELECT id FROM waitlist_entries WHERE customer_email = $1`, [first]);

    expect(await app.api.get(WaitlistService).remove(entry.id)).toBe(true);
    expect(await entries(course.id)).toEqual([[second, 1, 'offered']]);
    await offerToken(second);
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
    expect(await getOffer(token)).toEqual({
      status: 410,
      body: { error: 'Sie stehen nicht mehr auf der Warteliste für diesen Kurs.' },
    });
    expect(await app.api.get(WaitlistService).remove(entry.id)).toBe(false);
    await expectSeatsAccountedFor(course.id);
  });

  it('ends an offer when the course starts if that is sooner than 24 hours', async () => {
    const person = uniqueEmail('kurzfristig');
    const { course, freeSeat } = await fullCourseWithWaitlist([person], { date: '2099-08-01', start_time: '08:30' });
    setClock(new Date('2099-08-01T04:30:00Z'));
    await freeSeat();
    await offerToken(person);
    const [entry] = await app.dataSource.query(
      `SELECT offer_expires_at FROM waitlist_entries WHERE customer_email = $1`,
      [person],
    );
    expect(entry.offer_expires_at.toISOString()).toBe('2099-08-01T06:30:00.000Z');
    const [mail] = app.smtp.mails.filter(offerMails(person));
    expect(mail.text).toContain('1. August 2099 um 08:30 Uhr');

    // Once the course has started nobody is offered a seat any more.
    const late = uniqueEmail('zuspaet');
    await join(course.id, late);
    setClock(new Date('2099-08-01T07:00:00Z'));
    await app.api
      .get(QueueRegistry)
      .get(QUEUES.waitlist)
      .add(JOBS.expireWaitlistOffers, {}, { jobId: `test-expire-start-${course.id}` });
    const after = await eventually(async () => {
      const rows = await entries(course.id);
      return rows.length === 1 && rows;
    });
    expect(after).toEqual([[late, 1, 'waiting']]);
    expect(await spotsOf(app.dataSource, course.id)).toBe(1);
    expect(app.smtp.mails.filter(offerMails(late))).toHaveLength(0);
  });
});
