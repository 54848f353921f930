import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, signIn, uniqueAddress } from '../support/auth';
import { ADMIN, adminCalls, startAdminApp } from './helpers/admin-bookings-fixtures';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
type Status = 'active' | 'unsubscribed' | 'unconfirmed';

describe('admin newsletter API', () => {
  let app: TestApp;
  let cookie: string;
  const { get, remove, list } = adminCalls(
    () => app,
    () => cookie,
    'newsletter-subscribers',
  );

  /** A subscriber row in the state the public double opt-in leaves it in. */
  const subscriber = async (
    name: string | null,
    email: string,
    status: Status,
    subscribedAt = '2026-03-14T09:05:00Z',
  ): Promise<string> => {
    const [{ id }] = await app.dataSource.query(
      `INSERT INTO newsletter_subscribers (name, email, active, unsubscribe_token_hash, confirm_token_hash, subscribed_at, confirmed_at, unsubscribed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        name,
        email,
        status === 'active',
        randomUUID(),
        status === 'unconfirmed' ? randomUUID() : null,
        subscribedAt,
        status === 'unconfirmed' ? null : subscribedAt,
        status === 'unsubscribed' ? '2026-04-01T10:00:00Z' : null,
      ],
    );
    return id;
  };

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists, searches by e-mail or name, filters by status and counts', async () => {
    const before = (await get('/api/admin/newsletter-subscribers/stats')).body as {
      active: number;
      unsubscribed: number;
      total: number;
    };
    const tag = randomUUID().slice(0, 6);
    const active = await subscriber(
      `Änne Suchtest${tag}`,
      `aenne.${tag}@beispiel.de`,
      'active',
      '2026-03-14T09:05:00Z',
    );
    const gone = await subscriber(null, `weg.${tag}@beispiel.de`, 'unsubscribed', '2026-03-15T09:05:00Z');
    const pending = await subscriber('Offen', `offen.${tag}@beispiel.de`, 'unconfirmed', '2026-03-16T09:05:00Z');

    const page = await list({ filter: { q: tag }, sort: ['subscribed_at', 'DESC'], range: [0, 1] });
    expect(page.headers.get('content-range')).toBe('newsletter-subscribers 0-1/3');
    expect((page.body as { id: string }[]).map((row) => row.id)).toEqual([pending, gone]);
    const rows = (await list({ filter: { q: tag }, sort: ['email', 'ASC'] })).body as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({
        id: active,
        name: `Änne Suchtest${tag}`,
        email: `aenne.${tag}@beispiel.de`,
        status: 'active',
        subscribed_at: '2026-03-14T09:05:00.000Z',
        unsubscribed_at: null,
      }),
      expect.objectContaining({ id: pending, status: 'unconfirmed', confirmed_at: null }),
      expect.objectContaining({ id: gone, status: 'unsubscribed', unsubscribed_at: '2026-04-01T10:00:00.000Z' }),
    ]);
    const ids = async (filter: object) =>
      ((await list({ filter: { q: tag, ...filter } })).body as { id: string }[]).map((row) => row.id);
    expect(await ids({ q: `suchtest${tag}` })).toEqual([active]);
    expect(await ids({ status: 'unsubscribed' })).toEqual([gone]);
    expect(await ids({ status: 'unconfirmed' })).toEqual([pending]);
    expect(await ids({ status: 'active' })).toEqual([active]);

    expect(await get('/api/admin/newsletter-subscribers/stats')).toMatchObject({
      status: 200,
      body: { active: before.active + 1, unsubscribed: before.unsubscribed + 1, total: before.total + 3 },
    });
    expect(await get(`/api/admin/newsletter-subscribers/${gone}`)).toMatchObject({
      status: 200,
      body: { id: gone, status: 'unsubscribed' },
    });
    expect(await list({ filter: { status: 'gelöscht' } })).toMatchObject({
      status: 400,
      body: { fields: { 'filter.status': 'Unbekannter Status.' } },
    });
    expect(await get(`/api/admin/newsletter-subscribers/${SAMPLE_ID}`)).toMatchObject({
      status: 404,
      body: { error: 'Abonnent nicht gefunden.' },
    });
  });

  it('removes a subscriber for good, keeping no address in the audit log', async () => {
    const email = `entfernen.${randomUUID().slice(0, 6)}@beispiel.de`;
    const id = await subscriber('Zu Entfernen', email, 'active');
    expect(await remove(`/api/admin/newsletter-subscribers/${id}`)).toMatchObject({
      status: 200,
      body: { id, deleted: true },
    });
    expect(await app.dataSource.query(`SELECT 1 FROM newsletter_subscribers WHERE id = $1`, [id])).toEqual([]);
    expect(await remove(`/api/admin/newsletter-subscribers/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'Abonnent nicht gefunden.' },
    });
    const audit = await app.dataSource.query(
      `SELECT actor_email, action, entity, before, after FROM audit_log WHERE entity_id = $1`,
      [id],
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor_email: ADMIN,
        action: 'newsletter.remove',
        entity: 'newsletter_subscriber',
        before: expect.objectContaining({ status: 'active' }),
        after: null,
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(JSON.stringify(audit)).not.toContain('Zu Entfernen');
  });

  it('exports only active subscribers as Excel-friendly CSV, safe against formulas', async () => {
    const tag = randomUUID().slice(0, 6);
    await subscriber('Jürgen Größe', `juergen.${tag}@beispiel.de`, 'active', '2026-07-01T22:30:00Z');
    await subscriber('=HYPERLINK("http://böse.example")', `formel.${tag}@beispiel.de`, 'active');
    await subscriber('Abgemeldet', `abgemeldet.${tag}@beispiel.de`, 'unsubscribed');
    await subscriber('Unbestätigt', `unbestaetigt.${tag}@beispiel.de`, 'unconfirmed');

    const response = await fetch(`${app.url}/api/admin/newsletter-subscribers/export.csv`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="newsletter-abonnenten-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes.toString('utf8'), { bom: true, delimiter: ';' });
    expect(records[0]).toEqual(['Name', 'E-Mail', 'Anmeldedatum', 'Status']);
    const mine = records.filter((record) => record[1].includes(tag));
    expect(mine).toEqual([
      ['\'=HYPERLINK("http://böse.example")', `formel.${tag}@beispiel.de`, '14.03.2026 10:05', 'Aktiv'],
      ['Jürgen Größe', `juergen.${tag}@beispiel.de`, '02.07.2026 00:30', 'Aktiv'],
    ]);
    expect(records.slice(1).every((record) => record[3] === 'Aktiv')).toBe(true);
  });

  it('answers anonymous callers 401 and signed-in non-admins 403', async () => {
    const visitor = await signIn(app, uniqueAddress('besucher'));
    const id = await subscriber('Bleibt', `bleibt.${randomUUID().slice(0, 6)}@beispiel.de`, 'active');
    for (const [method, path] of [
      ['GET', '/api/admin/newsletter-subscribers'],
      ['GET', '/api/admin/newsletter-subscribers/stats'],
      ['GET', '/api/admin/newsletter-subscribers/export.csv'],
      ['GET', `/api/admin/newsletter-subscribers/${id}`],
      ['DELETE', `/api/admin/newsletter-subscribers/${id}`],
    ]) {
      expect((await call(app, method, path)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(app, method, path, { cookie: visitor })).status, `${method} ${path} visitor`).toBe(403);
    }
    expect(await get(`/api/admin/newsletter-subscribers/${id}`)).toMatchObject({
      status: 200,
      body: { name: 'Bleibt' },
    });
  });
});
