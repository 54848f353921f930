import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GdprLogUnkeyedHashes1796160000000 } from '../../migrations/1796160000000-gdpr-log-unkeyed-hashes';
import { AuditLogService } from '../../backend/src/audit/audit-log.service';
import { ERASED_BUYER_FIELDS, ERASED_CUSTOMER_FIELDS } from '../../backend/src/bookings/personal-fields';
import { keyedHash } from '../../backend/src/core/security/keyed-hash';
import type { TestApp } from '../support/app';
import { call, requestMagicLink, signIn, uniqueAddress } from '../support/auth';
import { eventually, queuesDrained } from '../support/eventually';
import { redisEntries } from '../support/redis-entries';
import { GdprLogRow, scrubbedGdprLogRow } from './helpers/gdpr-log';
import { createDiscountCode, postJson, uniqueEmail } from './helpers/booking-fixtures';
import { offerMails, waitlistFixtures } from './helpers/waitlist-fixtures';
import {
  ADMIN,
  adminCalls,
  createCourse,
  loadBooking,
  paidBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY'];
/** Invoices outlive the deletion, restricted (DECISIONS 33, § 147 AO); invoices.test.ts checks them. */
const KEPT_FOR_TAX_LAW = ['invoices', 'invoice_documents'];

describe('admin GDPR deletion', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post, patch } = adminCalls(
    () => app,
    () => cookie,
    'gdpr-deletions',
  );
  const { join, entries } = waitlistFixtures(() => app);
  /** What the dashboard's stats say about money and bookings (waiting counts do change: the person left a queue). */
  const revenueFigures = async () => {
    const { totalBookings, confirmed, pending, revenueCents, weekly } = (await get('/api/admin/stats')).body as Record<
      string,
      unknown
    >;
    return { totalBookings, confirmed, pending, revenueCents, weekly };
  };
  const preview = (email: string) => get(`/api/admin/gdpr-deletions/preview?email=${encodeURIComponent(email)}`);
  const scrubbed = (id: string) => scrubbedGdprLogRow(get, id);

  /** Every text or JSON column of every table that mentions one of the values (outside the `except` text), as 'table.column: value'. */
  async function tracesInDatabase(values: string[], except = '(keine)'): Promise<string[]> {
    const columns: { table_name: string; column_name: string }[] = await app.dataSource.query(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type = ANY($1)
          AND c.table_name <> ALL($2)`,
      [TEXT_TYPES, KEPT_FOR_TAX_LAW],
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const value of values) {
        const [{ count }] = await app.dataSource.query(
          `SELECT count(*)::int AS count FROM "${table_name}" WHERE strpos(replace(lower("${column_name}"::text), $2, ''), $1) > 0`,
          [value.toLowerCase(), except],
        );
        if (count) found.push(`${table_name}.${column_name}: ${value}`);
      }
    }
    return found;
  }

  /** Every key under the test's Redis prefix whose name or value mentions one of the values (outside the `except` text), as 'key: value'. */
  async function tracesInRedis(values: string[], except = '(keine)'): Promise<string[]> {
    const found: string[] = [];
    for (const { key, value } of await redisEntries(app.config.redis.url, app.config.redis.prefix)) {
      const text = `${key} ${value}`.toLowerCase().replaceAll(except, '');
      for (const searched of values) if (text.includes(searched.toLowerCase())) found.push(`${key}: ${searched}`);
    }
    return found;
  }

  /** Every line the API and worker logged that mentions one of the values. */
  const tracesInLogs = (values: string[]) =>
    app.logs
      .map((line) => JSON.stringify(line))
      .filter((line) =>
        values.some((value) =>
          [line, decodeURIComponent(line.replace(/%(?![0-9a-f]{2})/gi, '%25'))].some((text) =>
            text.toLowerCase().includes(value.toLowerCase()),
          ),
        ),
      );

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp({ captureLogs: 'info' }));
  });
  afterEach(() => {
    app.smtp.rejectWith = undefined;
    app.smtp.release();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('erases every trace of the person (address, name, phone, what admins wrote) in one go, keeps the booking amounts and revenue, and logs only a hash', async () => {
    const person = uniqueEmail('gerda.geheim');
    const name = 'Gerda Geheim';
    const phone = '+49 171 9876543';
    /** The address unkeyed-hashed, as anyone who knows it could compute. */
    const unkeyedHash = createHash('sha256').update(person).digest('hex').slice(0, 32);
    const traces = [person, name, phone, unkeyedHash];
    const lookalike = `jo${person}`; // a longer address that contains the person's: untouched
    const code = await createDiscountCode(app.dataSource, { discount_type: 'fixed_amount', discount_value: 5000 });
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, {
      customerEmail: person.toUpperCase(),
      customerName: name,
      customerPhone: phone,
      customerCompany: 'Geheim GmbH',
      customerComments: `Rückfragen bitte an ${person}`,
      discountCode: code.code,
      discountAmount: 5000,
      selectedPrice: 42481,
      originalAmount: 47481,
    });
    expect(booking).toMatchObject({ amount: 42481, booking_status: 'confirmed', payment_status: 'paid' });
    const other = await paidBooking(app, course, { customerEmail: lookalike });

    // Waitlist: the person holds an offer on a sold-out course; someone waits behind.
    const full = await createCourse(app.dataSource, { max_participants: 1, available_spots: 0 });
    const behind = uniqueEmail('dahinter');
    for (const email of [person, behind]) expect((await join(full.id, email)).status).toBe(200);
    expect((await patch(`/api/admin/courses/${full.id}/spots`, { availableSpots: 1 })).status).toBe(200);
    await app.smtp.waitFor(1, offerMails(person));

    expect(
      (await postJson(`${app.url}/api/newsletter`, { customerEmail: person, customerName: name })).status,
    ).toBeLessThan(300);
    const visitorCookie = await signIn(app, person);
    expect((await call(app, 'GET', '/api/auth/session', { cookie: visitorCookie })).status).toBe(200);
    // An older audit entry that names the person in its JSON (as free text would).
    await app.api.get(AuditLogService).record({
      actorEmail: ADMIN,
      action: 'booking.email_requested',
      entity: 'booking',
      entityId: booking.id,
      after: { note: `Rückruf an ${person}` },
    });
    // An admin resends the confirmation with a message about the person: audit log, outbox event, mail job.
    const adminMessage = 'Frau Geheim bat um Rückruf wegen der Rechnung, sie ist selten erreichbar.';
    const resent = await post(`/api/admin/bookings/${booking.id}/resend-email`, {
      type: 'confirmation',
      message: adminMessage,
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    // Elsewhere, another booking's note names her (as free text would).
    await app.api.get(AuditLogService).record({
      actorEmail: ADMIN,
      action: 'booking.email_requested',
      entity: 'booking',
      entityId: other.id,
      after: { note: `Kollegin von ${name}, Tel. 0171 987 65 43` },
    });
    await queuesDrained(app);
    // One mail still owed when the deletion comes: the mail server refuses it for now, its job waits to retry.
    app.smtp.rejectWith = { code: 451, message: 'Bitte später erneut versuchen' };
    await requestMagicLink(app, person);
    await eventually(
      async () =>
        (
          await app.dataSource.query(`SELECT 1 FROM email_log WHERE strpos(job_data::text, $1) > 0 AND attempts >= 1`, [
            person,
          ])
        ).length > 0,
      { what: 'a refused mail waiting to retry' },
    );

    const revenueBefore = await revenueFigures();
    const counted = await preview(person);
    expect(counted.status).toBe(200);
    const counts = (counted.body as { counts: Record<string, number> }).counts;
    expect(counts).toMatchObject({
      bookings: 1,
      test_checkout_sessions: 1,
      waitlist_entries: 1,
      discount_usages: 1,
      newsletter_subscribers: 1,
      users: 1,
      sessions: 1,
      magic_link_tokens: 5, // two requested sign-in links, and the 'Meine Buchungen' links of two confirmation mails and the invoice mail
      email_log: expect.any(Number),
      audit_log: expect.any(Number),
    });
    expect(counts.email_log).toBeGreaterThanOrEqual(6); // booking, joined, offer, newsletter, two sign-in links
    expect(await tracesInDatabase([person, name, phone, adminMessage])).toEqual(
      expect.arrayContaining([
        'audit_log.after: Frau Geheim bat um Rückruf wegen der Rechnung, sie ist selten erreichbar.',
        'outbox_events.payload: Frau Geheim bat um Rückruf wegen der Rechnung, sie ist selten erreichbar.',
      ]),
    );
    expect(await tracesInRedis([person, name, adminMessage])).toEqual(
      expect.arrayContaining([expect.stringMatching(/: Frau Geheim bat/)]),
    );

    const deleted = await post('/api/admin/gdpr-deletions', {
      email: `  ${person.toUpperCase()} `,
      reason: `Antrag per E-Mail von ${person} (${name}, ${phone}), Kopie an anwalt@kanzlei.de`,
    });
    expect(deleted.status).toBe(201);
    const row = deleted.body as GdprLogRow & { email_hash: string; reason: string; performed_by: string };
    expect(row.affected_counts).toEqual(counts);
    expect(row).toMatchObject({
      email_hash: keyedHash(app.config.auth.sessionSecret, 'gdpr-email', person),
      reason: 'Antrag per E-Mail von [gelöscht] ([gelöscht], [gelöscht]), Kopie an [gelöscht]',
      performed_by: ADMIN,
      queue_scrub_pending: true,
    });
    // The worker removes the queued jobs naming the person and adds their number to the log row.
    const { affected_counts: scrubbedCounts, affected_tables: scrubbedTables } = await scrubbed(row.id);
    const { redis_jobs: redisJobs, ...databaseCounts } = scrubbedCounts;
    expect(databaseCounts).toEqual(counts);
    expect(redisJobs).toBeGreaterThan(0);
    expect(scrubbedTables).toEqual(expect.arrayContaining(['bookings', 'waitlist_entries', 'email_log', 'redis_jobs']));

    app.smtp.rejectWith = undefined;
    expect(await tracesInDatabase([...traces, adminMessage], lookalike), 'database').toEqual([]);
    expect(await tracesInRedis([...traces, adminMessage], lookalike), 'Redis').toEqual([]);
    expect(tracesInLogs([person, name, phone, adminMessage]), 'logs').toEqual([]);
    expect((await preview(person)).body).toEqual({ counts: {}, total: 0 });

    // Invoice data stays, anonymised; revenue figures do not move; the lookalike keeps everything.
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_name: 'Anonymisiert (DSGVO)',
      customer_phone: null,
      customer_company: null,
      customer_comments: null,
      amount: 42481,
      original_amount: 47481,
      discount_amount: 5000,
      booking_status: 'confirmed',
      payment_status: 'paid',
      payment_session_id: booking.payment_session_id,
      payment_intent_id: booking.payment_intent_id,
      course_date: booking.course_date,
    });
    expect(await revenueFigures()).toEqual(revenueBefore);
    expect((await loadBooking(app.dataSource, other.id)).customer_email).toBe(lookalike);
    // The held seat passed to the next person, who got the offer mail.
    expect(await entries(full.id)).toEqual([[behind, 1, 'offered']]);
    await app.smtp.waitFor(1, offerMails(behind));
    expect((await call(app, 'GET', '/api/auth/session', { cookie: visitorCookie })).body).toEqual({ user: null });

    // What admins wrote about her bookings is gone whole; where she is named elsewhere, her name and number go.
    expect(
      await app.dataSource.query(
        `SELECT after FROM audit_log WHERE action = 'booking.email_requested' AND entity_id = $1 ORDER BY id`,
        [booking.id],
      ),
    ).toEqual([{ after: { note: '[gelöscht]' } }, { after: { type: 'confirmation', message: '[gelöscht]' } }]);
    expect(
      await app.dataSource.query(
        `SELECT after FROM audit_log WHERE action = 'booking.email_requested' AND entity_id = $1`,
        [other.id],
      ),
    ).toEqual([{ after: { note: 'Kollegin von [gelöscht], Tel. [gelöscht]' } }]);
    const [audit] = await app.dataSource.query(
      `SELECT actor_email, after FROM audit_log WHERE action = 'gdpr.delete' AND entity_id = $1`,
      [row.id],
    );
    expect(audit).toEqual({ actor_email: ADMIN, after: { affected_counts: databaseCounts } });
    const log = (await get('/api/admin/gdpr-deletions')).body as { id: string }[];
    expect(log[0]).toMatchObject({ id: row.id, affected_counts: scrubbedCounts, queue_scrub_pending: false });
  });

  it("clears every one of the participant's columns on a booking and the buyer's on an order", async () => {
    const columns: { column: string }[] = await app.dataSource.query(
      `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name IN ('bookings', 'orders')
          AND column_name ~ '^(customer|payer|buyer|billing)_' AND column_name <> 'customer_type'`,
    );
    const erased = [
      ...Object.keys(ERASED_CUSTOMER_FIELDS).map((column) => `bookings.${column}`),
      ...Object.keys(ERASED_BUYER_FIELDS).map((column) => `orders.${column}`),
    ];
    expect(columns.map(({ column }) => column).filter((column) => !erased.includes(column))).toEqual([]);
  });

  it('erases a payer who named a substitute, and the substitute, each without the other', async () => {
    const payer = uniqueEmail('paul.zahler');
    const substitute = uniqueEmail('susi.ersatz');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, {
      customerEmail: payer,
      customerName: 'Paul Zahlemann',
      customerType: 'business',
      customerCompany: 'Medizintechnik Nord GmbH',
      billingAddress: { street: 'Zahlerweg 7', postalCode: '20095', city: 'Hamburg', country: 'DE' },
      purchaseOrderNumber: 'PO-ZAHLER-42',
    });
    const named = await call(app, 'POST', `/api/me/bookings/${booking.id}/substitute`, {
      cookie: await signIn(app, payer),
      body: { name: 'Susi Ersatzfrau', email: substitute, phone: '+49 171 5551234' },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    await app.smtp.waitFor(1, (mail) => mail.to.includes(payer) && mail.subject.startsWith('Ersatzperson'));
    await queuesDrained(app);

    expect((await post('/api/admin/gdpr-deletions', { email: payer })).status).toBe(201);
    expect(await tracesInDatabase([payer, 'Paul Zahlemann', 'Zahlerweg 7', 'PO-ZAHLER-42']), 'payer').toEqual([]);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_name: 'Susi Ersatzfrau',
      customer_email: substitute,
      payer_name: 'Anonymisiert (DSGVO)',
      payer_email: 'anonymisiert@geloescht.invalid',
      payer_company: null,
      billing_street: null,
      billing_postal_code: null,
      billing_city: null,
      billing_vat_id: null,
      purchase_order_number: null,
      amount: booking.amount,
    });

    expect((await post('/api/admin/gdpr-deletions', { email: substitute })).status).toBe(201);
    expect(await tracesInDatabase([substitute, 'Susi Ersatzfrau', '+49 171 5551234']), 'substitute').toEqual([]);
    expect(await loadBooking(app.dataSource, booking.id)).toMatchObject({
      customer_name: 'Anonymisiert (DSGVO)',
      customer_phone: null,
      booking_status: 'confirmed',
    });
  });

  it("erases the person from all free text: their comment as payer, other customers' comments, admins' notes, the reason", async () => {
    const person = uniqueEmail('quirin.zahlmann');
    const name = 'Quirin Zahlmann';
    const phone = '+49 172 4445566';
    const phoneForms = ['0172/444 55-66', '+49 (0)172 444 5566', '0049 172 4445566'];
    const payerComment = 'Rechnung bitte an Quirin Zahlmann, Buchhaltung im 3. OG';
    const course = await createCourse(app.dataSource);
    const full = await createCourse(app.dataSource, { max_participants: 1, available_spots: 0 });
    const joinWaitlist = (body: Record<string, unknown>) =>
      postJson(`${app.url}/api/waitlist`, { courseId: full.id, ...body });

    // The person books with a comment and hands the seat to a substitute; they wait for another date.
    const handed = await paidBooking(app, course, {
      customerEmail: person,
      customerName: name,
      customerPhone: phone,
      customerComments: payerComment,
    });
    const named = await call(app, 'POST', `/api/me/bookings/${handed.id}/substitute`, {
      cookie: await signIn(app, person),
      body: { name: 'Sabine Vertreterin', email: uniqueEmail('sabine.vertreterin') },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(
      (await joinWaitlist({ customerEmail: person, customerName: name, customerPhone: phone })).status,
    ).toBeLessThan(300);
    // Other customers and an admin name the person in their own words.
    const friend = await paidBooking(app, course, {
      customerName: 'Olga Andere',
      customerComments: `Ich komme zusammen mit quirin zahlmann (${person.toUpperCase()}), Tel. ${phoneForms[0]}. Bitte Plätze nebeneinander.`,
    });
    const colleague = uniqueEmail('kollegin');
    expect(
      (
        await joinWaitlist({
          customerEmail: colleague,
          customerComments: `Kollegin von Zahlmann, Quirin; erreichbar unter ${phoneForms[1]}`,
        })
      ).status,
    ).toBeLessThan(300);
    const code = await post('/api/admin/discount-codes', {
      code: `ZAHLMANN${Date.now()}`,
      discount_value: 10,
      description: `Für Quirin Zahlmanns Team, Rückfragen an ${person}`,
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    await queuesDrained(app);

    const counted = await preview(person);
    const counts = (counted.body as { counts: Record<string, number> }).counts;
    // The handed-over booking's comment, the friend's booking, the colleague's waitlist entry, the discount code.
    expect(counts.free_text).toBe(4);

    const deleted = await post('/api/admin/gdpr-deletions', {
      email: person,
      reason: `Löschanfrage per E-Mail von ${name} (${person}), Tel. ${phoneForms[2]}`,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    const row = deleted.body as GdprLogRow & { reason: string };
    expect(row.reason).toBe('Löschanfrage per E-Mail von [gelöscht] ([gelöscht]), Tel. [gelöscht]');
    expect(row.affected_counts).toEqual(counts);
    await scrubbed(row.id);

    const traces = [person, name, phone, ...phoneForms, 'Buchhaltung im 3. OG'];
    expect(await tracesInDatabase(traces), 'database').toEqual([]);
    expect(await tracesInRedis(traces), 'Redis').toEqual([]);
    expect(await loadBooking(app.dataSource, handed.id)).toMatchObject({
      customer_name: 'Sabine Vertreterin',
      customer_comments: null,
      payer_name: 'Anonymisiert (DSGVO)',
    });
    expect((await loadBooking(app.dataSource, friend.id)).customer_comments).toBe(
      'Ich komme zusammen mit [gelöscht] ([gelöscht]), Tel. [gelöscht]. Bitte Plätze nebeneinander.',
    );
    expect(
      await app.dataSource.query(`SELECT customer_comments FROM waitlist_entries WHERE customer_email = $1`, [
        colleague,
      ]),
    ).toEqual([{ customer_comments: 'Kollegin von [gelöscht]; erreichbar unter [gelöscht]' }]);
    expect(
      await app.dataSource.query(`SELECT description FROM discount_codes WHERE id = $1`, [
        (code.body as { id: string }).id,
      ]),
    ).toEqual([{ description: 'Für [gelöscht] Team, Rückfragen an [gelöscht]' }]);
  });

  it('removes the name and phone number from the reason also when other customers share them', async () => {
    const person = uniqueEmail('bernd.testmann');
    const course = await createCourse(app.dataSource);
    // The checkout's usual phone number is on other customers' bookings too; so is the name.
    await paidBooking(app, course, { customerEmail: person, customerName: 'Bernd Testmann' });
    await paidBooking(app, course, { customerName: 'Bernd Testmann' });
    await queuesDrained(app);

    const deleted = await post('/api/admin/gdpr-deletions', {
      email: person,
      reason: 'Löschanfrage per E-Mail von Bernd Testmann, Tel. 0301234567',
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    expect((deleted.body as { reason: string }).reason).toBe('Löschanfrage per E-Mail von [gelöscht], Tel. [gelöscht]');
  });

  it('rolls everything back when any step fails', async () => {
    const person = uniqueEmail('ruecknahme');
    const course = await createCourse(app.dataSource);
    const booking = await paidBooking(app, course, { customerEmail: person });
    await app.dataSource.query(
      `CREATE FUNCTION refuse_gdpr_log() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
    );
    await app.dataSource.query(
      `CREATE TRIGGER refuse_gdpr_log BEFORE INSERT ON gdpr_deletion_log FOR EACH ROW EXECUTE FUNCTION refuse_gdpr_log()`,
    );
    const since = app.logs.length;
    try {
      expect(
        (await post('/api/admin/gdpr-deletions', { email: person, reason: `Antrag von Rolf Rücknahme (${person})` }))
          .status,
      ).toBe(500);
    } finally {
      await app.dataSource.query(`DROP TRIGGER refuse_gdpr_log ON gdpr_deletion_log; DROP FUNCTION refuse_gdpr_log()`);
    }
    // The failure is logged by the statement's shape: neither the address nor the name in the reason.
    expect(app.logs.slice(since).filter((line) => line.msg === 'request failed')).toHaveLength(1);
    expect(tracesInLogs([person, 'Rolf Rücknahme'])).toEqual([]);
    expect((await loadBooking(app.dataSource, booking.id)).customer_email).toBe(person);
    const after = await preview(person);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect((after.body as { counts: Record<string, number> }).counts).toMatchObject({
      bookings: 1,
      email_log: expect.any(Number),
    });

    // A preview that fails (a column gone missing) logs its path, not the address in its query string.
    await app.dataSource.query(`ALTER TABLE newsletter_subscribers RENAME COLUMN email TO email_renamed_by_test`);
    try {
      expect((await preview(person)).status).toBe(500);
    } finally {
      await app.dataSource.query(`ALTER TABLE newsletter_subscribers RENAME COLUMN email_renamed_by_test TO email`);
    }
    expect(
      app.logs
        .slice(since)
        .filter((line) => line.msg === 'request failed')
        .map((line) => line.url),
    ).toEqual(['/api/admin/gdpr-deletions', '/api/admin/gdpr-deletions/preview']);
    expect(tracesInLogs([person, 'Rolf Rücknahme'])).toEqual([]);
  });

  it('removes a job that was running while the deletion happened, once it has ended', async () => {
    const person = uniqueEmail('laufend');
    // The sign-in mail is being handed to the mail server (a worker runs its job) when the deletion comes.
    app.smtp.hold();
    await requestMagicLink(app, person);
    await eventually(() => app.smtp.heldCount > 0, { what: 'the sign-in mail in delivery' });
    // The admin's answer does not wait for the running job: the worker removes it once it has ended.
    const deleted = await post('/api/admin/gdpr-deletions', { email: person });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    const row = deleted.body as GdprLogRow;
    expect(row.queue_scrub_pending).toBe(true);
    app.smtp.release();
    expect((await scrubbed(row.id)).affected_counts).toMatchObject({ redis_jobs: 1 });
    expect(await tracesInRedis([person]), 'Redis').toEqual([]);
  });

  it('keeps no unkeyed hash of an address in the log: rows from before keys were used lose theirs', async () => {
    const address = uniqueEmail('alt');
    const unkeyed = createHash('sha256').update(address).digest('hex');
    const keyed = keyedHash(app.config.auth.sessionSecret, 'gdpr-email', address);
    const insert = (hash: string) =>
      app.dataSource.query(
        `INSERT INTO gdpr_deletion_log (email_hash, reason) VALUES ($1, 'Altbestand') RETURNING id`,
        [hash],
      );
    const [[old], [recent]] = [await insert(unkeyed), await insert(keyed)];
    const runner = app.dataSource.createQueryRunner();
    try {
      await new GdprLogUnkeyedHashes1796160000000().up(runner);
    } finally {
      await runner.release();
    }
    const hashes = await app.dataSource.query(
      `SELECT id, email_hash FROM gdpr_deletion_log WHERE id = ANY($1) ORDER BY email_hash NULLS FIRST`,
      [[old.id, recent.id]],
    );
    expect(hashes).toEqual([
      { id: old.id, email_hash: null },
      { id: recent.id, email_hash: keyed },
    ]);
    const log = await get('/api/admin/gdpr-deletions');
    expect(log.status).toBe(200);
    expect(log.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: old.id, email_hash: null })]));
  });

  it('requires an e-mail address, refuses admin addresses, and is for admins only', async () => {
    for (const body of [{}, { email: '   ' }, { email: 42 }]) {
      expect(await post('/api/admin/gdpr-deletions', body)).toMatchObject({
        status: 400,
        body: { error: 'E-Mail-Adresse erforderlich', fields: { email: 'Bitte geben Sie eine E-Mail-Adresse ein.' } },
      });
    }
    expect(await get('/api/admin/gdpr-deletions/preview')).toMatchObject({
      status: 400,
      body: { error: 'E-Mail-Adresse erforderlich' },
    });
    expect(await post('/api/admin/gdpr-deletions', { email: ADMIN.toUpperCase() })).toMatchObject({ status: 409 });

    const visitor = await signIn(app, uniqueAddress('besucher'));
    for (const [method, path, body] of [
      ['GET', '/api/admin/gdpr-deletions'],
      ['GET', '/api/admin/gdpr-deletions/preview?email=a@b.de'],
      ['POST', '/api/admin/gdpr-deletions', { email: 'a@b.de' }],
    ] as [string, string, unknown?][]) {
      expect((await call(app, method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(app, method, path, { body, cookie: visitor })).status, `${method} ${path} visitor`).toBe(403);
    }
  });
});
