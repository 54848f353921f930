import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '../../backend/src/bookings/booking.entity';
import { startTestApp, TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { checkoutBody, createCourse, postJson, sessionOf, spotsOf, uniqueEmail } from './helpers/booking-fixtures';
import { waitlistFixtures } from './helpers/waitlist-fixtures';

const OPEN_ELSEWHERE =
  'Für diese E-Mail-Adresse ist bereits eine Buchung für diesen Termin offen. Wir haben Ihnen eine E-Mail geschickt, mit der Sie die Zahlung abschließen oder die Reservierung verwerfen und neu buchen können.';
const TOO_MANY =
  'Von Ihrem Anschluss aus sind bereits zu viele Buchungen offen, die noch nicht bezahlt sind. Bitte schließen Sie zuerst eine Zahlung ab oder warten Sie, bis eine Reservierung abläuft.';

describe('no seat hoarding (DECISIONS 22)', () => {
  let app: TestApp;
  const { cancelCheckout } = waitlistFixtures(() => app);

  beforeAll(async () => {
    // One proxy in front: X-Forwarded-For names the client, as behind the production load balancer.
    // Lock waits end only when a test ends them: a checkout waiting for a locked course must not give up first.
    app = await startTestApp({
      worker: false,
      env: {
        MAX_OPEN_HOLDS_PER_IP: '10',
        TRUST_PROXY_HOPS: '1',
        DATABASE_LOCK_TIMEOUT_MS: '30000',
        DATABASE_STATEMENT_TIMEOUT_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  let clientNumber = 0;
  const newClient = () => `203.0.113.${++clientNumber}`;
  const checkoutFrom = (
    client: string,
    course: { id: string; gross_price: number },
    overrides: Record<string, unknown> = {},
    cookie?: string,
  ) =>
    postJson(`${app.url}/api/checkout`, checkoutBody(course, overrides), {
      'x-forwarded-for': client,
      ...(cookie ? { cookie } : {}),
    });
  const resumeCookieOf = (response: { headers: Headers }) =>
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith('mpb_checkout_'))!
      .split(';')[0];
  const bookingsOf = (courseId: string) => app.dataSource.getRepository(Booking).countBy({ course_id: courseId });

  it('returns the open payment session to the browser that opened it, and refuses a second hold to anyone else', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 5 });
    const client = newClient();
    const customerEmail = uniqueEmail('zweimal');
    const first = await checkoutFrom(client, course, { customerEmail });
    const again = await checkoutFrom(
      client,
      course,
      { customerEmail: customerEmail.toUpperCase(), customerName: 'Anderer Name' },
      resumeCookieOf(first),
    );
    const elsewhere = await checkoutFrom(newClient(), course, { customerEmail });

    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: { bookingId: first.body.bookingId, url: first.body.url } });
    expect(elsewhere).toMatchObject({ status: 409, body: { error: OPEN_ELSEWHERE } });
    expect(await spotsOf(app.dataSource, course.id)).toBe(4);
    expect(await bookingsOf(course.id)).toBe(1);

    // Once that checkout is over, the same address may open a new one.
    expect((await cancelCheckout(first.body.bookingId)).status).toBe(200);
    const fresh = await checkoutFrom(client, course, { customerEmail });
    expect(fresh.status).toBe(200);
    expect(fresh.body.bookingId).not.toBe(first.body.bookingId);
  });

  it('gives five concurrent identical checkouts (a double click) one booking and one seat; the others learn it is open', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 5 });
    const client = newClient();
    const body = { customerEmail: uniqueEmail('doppelklick') };
    const responses = await Promise.all(Array.from({ length: 5 }, () => checkoutFrom(client, course, body)));

    // None of them carries the first one's cookie yet, so only the first gets the payment page.
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409))
      expect(refused.body).toEqual({ error: OPEN_ELSEWHERE });
    expect(await spotsOf(app.dataSource, course.id)).toBe(4);
    expect(await bookingsOf(course.id)).toBe(1);
  });

  it('allows ten unpaid holds per client IP across courses and refuses the eleventh in German', async () => {
    const courses = await Promise.all([
      createCourse(app.dataSource),
      createCourse(app.dataSource),
      createCourse(app.dataSource),
    ]);
    const office = newClient();
    const held = [];
    for (let index = 0; index < 10; index += 1) {
      const response = await checkoutFrom(office, courses[index % 3]);
      expect(response.status).toBe(200);
      held.push(response.body.bookingId as string);
    }

    const refused = await checkoutFrom(office, courses[0]);
    expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY } });
    expect((await checkoutFrom(newClient(), courses[0])).status).toBe(200);

    // A finished checkout makes room again.
    expect((await cancelCheckout(held[0])).status).toBe(200);
    expect((await checkoutFrom(office, courses[0])).status).toBe(200);
    expect((await checkoutFrom(office, courses[1])).status).toBe(429);
  });

  it('counts concurrent checkouts of one client in turn: exactly ten of fifteen get a seat', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 20 });
    const client = newClient();
    const responses = await Promise.all(Array.from({ length: 15 }, () => checkoutFrom(client, course)));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(10);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(5);
    expect(await spotsOf(app.dataSource, course.id)).toBe(10);
  });

  /** Locks course rows in a transaction of its own, as a long admin edit or a slow statement would. */
  async function lockCourses(courseIds: string[]) {
    const locker = app.dataSource.createQueryRunner();
    await locker.connect();
    await locker.startTransaction();
    await locker.query(`SELECT id FROM courses WHERE id = ANY($1::uuid[]) FOR UPDATE`, [courseIds]);
    const [{ pid }]: { pid: number }[] = await locker.query(`SELECT pg_backend_pid() AS pid`);
    return {
      /** How many statements wait for these locks now. */
      async blocked(): Promise<number> {
        const [{ count }]: { count: number }[] = await app.dataSource.query(
          `SELECT count(*)::int AS count FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`,
          [pid],
        );
        return count;
      },
      async release() {
        await locker.rollbackTransaction();
        await locker.release();
      },
    };
  }

  it('keeps the limit when checkouts of one client on several courses reach the count at once', async () => {
    const client = newClient();
    const first = await createCourse(app.dataSource);
    for (let index = 0; index < 7; index += 1) expect((await checkoutFrom(client, first)).status).toBe(200);
    const courses = await Promise.all(Array.from({ length: 6 }, () => createCourse(app.dataSource)));
    const rows = await lockCourses(courses.map((course) => course.id));
    let burst: Promise<Awaited<ReturnType<typeof checkoutFrom>>[]>;
    try {
      burst = Promise.all(courses.map((course) => checkoutFrom(client, course)));
      await eventually(async () => (await rows.blocked()) === courses.length, {
        what: 'every checkout of the burst waiting for its course',
      });
    } finally {
      await rows.release();
    }
    const responses = await burst;

    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    for (const refused of responses.filter((response) => response.status !== 200))
      expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY } });
    const [{ held }] = await app.dataSource.query(
      `SELECT count(*)::int AS held FROM bookings WHERE course_id = ANY($1::uuid[]) AND holds_seat`,
      [courses.map((course) => course.id)],
    );
    expect(held).toBe(3);
  });

  it('lets a colleague behind the same address book another course while the row of another course is locked', async () => {
    const [locked, other] = await Promise.all([createCourse(app.dataSource), createCourse(app.dataSource)]);
    const office = newClient();
    const row = await lockCourses([locked.id]);
    let waiting: ReturnType<typeof checkoutFrom> | undefined;
    let waitingAnswered = false;
    try {
      waiting = checkoutFrom(office, locked).finally(() => {
        waitingAnswered = true;
      });
      await eventually(async () => (await row.blocked()) === 1, { what: 'a checkout waiting for the locked course' });

      expect((await checkoutFrom(office, other)).status).toBe(200);
      // Answered while the first checkout still waits for its course.
      expect(waitingAnswered).toBe(false);
      expect(await row.blocked()).toBe(1);
    } finally {
      await row.release();
    }
    expect((await waiting).status).toBe(200);
    expect(await spotsOf(app.dataSource, locked.id)).toBe(9);
    expect(await spotsOf(app.dataSource, other.id)).toBe(9);
  });

  it('does not hand out a hold about to run out, but ends it and opens a new checkout', async () => {
    const course = await createCourse(app.dataSource, { max_participants: 1 });
    const client = newClient();
    const customerEmail = uniqueEmail('knapp');
    const first = await checkoutFrom(client, course, { customerEmail });
    await app.dataSource.query(`UPDATE bookings SET hold_expires_at = now() + interval '30 seconds' WHERE id = $1`, [
      first.body.bookingId,
    ]);

    const next = await checkoutFrom(client, course, { customerEmail });
    expect(next.status).toBe(200);
    expect(next.body.bookingId).not.toBe(first.body.bookingId);
    const [old] = await app.dataSource.query(`SELECT booking_status, holds_seat FROM bookings WHERE id = $1`, [
      first.body.bookingId,
    ]);
    expect(old).toEqual({ booking_status: 'failed', holds_seat: false });
    expect(await spotsOf(app.dataSource, course.id)).toBe(0);
  });

  it('tells only the owner that a hold about to run out was paid meanwhile', async () => {
    const paidJustNow = async (customerEmail: string) => {
      const course = await createCourse(app.dataSource, { max_participants: 2 });
      const opened = await checkoutFrom(newClient(), course, { customerEmail });
      const session = await sessionOf(app.dataSource, opened.body.bookingId);
      await app.dataSource.query(
        `UPDATE test_checkout_sessions SET status = 'complete', payment_status = 'paid', payment_intent_id = $2 WHERE id = $1`,
        [session.id, `test_pi_${session.id}`],
      );
      await app.dataSource.query(`UPDATE bookings SET hold_expires_at = now() + interval '30 seconds' WHERE id = $1`, [
        opened.body.bookingId,
      ]);
      return { course, cookie: resumeCookieOf(opened) };
    };

    const ownerEmail = uniqueEmail('bezahlt');
    const owned = await paidJustNow(ownerEmail);
    expect(await checkoutFrom(newClient(), owned.course, { customerEmail: ownerEmail }, owned.cookie)).toMatchObject({
      status: 409,
      body: { error: 'Sie haben diesen Kurstermin mit dieser E-Mail-Adresse bereits gebucht und bezahlt.' },
    });

    const strangerEmail = uniqueEmail('fremd');
    const foreign = await paidJustNow(strangerEmail);
    const stranger = await checkoutFrom(newClient(), foreign.course, { customerEmail: strangerEmail });
    expect(stranger.status).toBe(409);
    expect(stranger.text).not.toContain('bezahlt');
  });
});
