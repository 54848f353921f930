import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, signIn, uniqueAddress } from '../support/auth';
import { createDiscountCode, discountState, INVALID_DATA, postJson, uniqueEmail } from './helpers/booking-fixtures';
import {
  ADMIN,
  adminCalls,
  berlinDatePlus,
  createCourse,
  paidBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const PERCENT = 'Der Prozentsatz muss eine ganze Zahl von 1 bis 100 sein.';
const TAKEN = 'Code existiert bereits';
const FIRST_BOOKING_ONLY = 'Dieser Discount-Code gilt nur für die erste Buchung.';

describe('admin discount codes API', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post, put, remove, list } = adminCalls(
    () => app,
    () => cookie,
    'discount-codes',
  );
  const uniqueCode = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  const auditOf = (entityId: string) =>
    app.dataSource.query(
      `SELECT actor_email, action, entity, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [entityId],
    );
  const validate = async (code: string, customerEmail: string) =>
    (await postJson(`${app.url}/api/discounts/validate`, { discountCode: code, customerEmail, coursePrice: 47481 }))
      .body as { valid: boolean; error: string | null };

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a code upper-cased with the defaults, lists, filters and sorts it', async () => {
    const code = uniqueCode('herbst ');
    const created = await post('/api/admin/discount-codes', {
      code,
      discount_value: '15',
      max_uses: '',
      valid_until: '',
      description: '',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      code: code.replace(' ', '').toUpperCase(),
      discount_type: 'percentage',
      discount_value: 15,
      active: true,
      valid_from: berlinDatePlus(0),
      valid_until: null,
      max_uses: null,
      current_uses: 0,
      description: null,
      first_booking_only: false,
    });
    const id = (created.body as { id: string }).id;
    const fixed = await post('/api/admin/discount-codes', {
      code: uniqueCode('fest'),
      discount_type: 'fixed_amount',
      discount_value: 5000,
      max_uses: 3,
      valid_from: '2026-01-01',
      valid_until: '2026-01-01',
      description: 'Messe',
    });
    expect(fixed).toMatchObject({
      status: 201,
      body: {
        discount_type: 'fixed_amount',
        discount_value: 5000,
        max_uses: 3,
        valid_until: '2026-01-01',
        description: 'Messe',
      },
    });

    const page = await list({ filter: { q: code.slice(-6) }, sort: ['code', 'ASC'], range: [0, 9] });
    expect(page.headers.get('content-range')).toBe('discount-codes 0-0/1');
    expect((page.body as { id: string }[]).map((row) => row.id)).toEqual([id]);
    expect(await get(`/api/admin/discount-codes/${id}`)).toMatchObject({ status: 200, body: { id, current_uses: 0 } });
    expect(await list({ filter: { q: 'Messe', active: false } })).toMatchObject({ status: 200, body: [] });
    expect(await list({ sort: ['secret', 'ASC'] })).toMatchObject({
      status: 400,
      body: { fields: { sort: 'Nach diesem Feld kann nicht sortiert werden.' } },
    });
    expect(await get(`/api/admin/discount-codes/${SAMPLE_ID}`)).toMatchObject({
      status: 404,
      body: { error: 'Discount-Code nicht gefunden.' },
    });
    expect((await get('/api/admin/discount-codes/kein-code')).status).toBe(404);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actor_email: ADMIN,
        action: 'discount_code.create',
        entity: 'discount_code',
        before: null,
      }),
    ]);
  });

  it('refuses bad values with German field messages', async () => {
    const refusals: [object, string, string][] = [
      [{ discount_value: 0 }, 'discount_value', PERCENT],
      [{ discount_value: 101 }, 'discount_value', PERCENT],
      [
        { discount_type: 'fixed_amount', discount_value: 0 },
        'discount_value',
        'Der Festbetrag muss größer als 0 € und höchstens 100.000\u00a0€ sein (in ganzen Cent).',
      ],
      [{ discount_value: 'viel' }, 'discount_value', 'Bitte geben Sie den Rabatt als Zahl ein.'],
      [
        { discount_value: 10, valid_from: '2026-05-10', valid_until: '2026-05-09' },
        'valid_until',
        'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
      ],
      [
        { discount_value: 10, max_uses: 0 },
        'max_uses',
        'Die maximale Anzahl an Verwendungen muss eine ganze Zahl ab 1 sein (leer = unbegrenzt).',
      ],
      [
        { discount_value: 10, valid_from: '2026-02-30' },
        'valid_from',
        'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.',
      ],
      [{ discount_value: 10, discount_type: 'gratis' }, 'discount_type', 'Bitte wählen Sie Prozent oder Festbetrag.'],
    ];
    for (const [body, field, message] of refusals) {
      const answer = await post('/api/admin/discount-codes', { code: uniqueCode('bad'), ...body });
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: INVALID_DATA, fields: { [field]: message } },
      });
    }
    expect(await post('/api/admin/discount-codes', { code: 'x', discount_value: 10 })).toMatchObject({
      status: 400,
      body: { fields: { code: expect.stringContaining('2 bis 50 Zeichen') } },
    });
    const existing = await createDiscountCode(app.dataSource);
    expect(
      await post('/api/admin/discount-codes', { code: existing.code.toLowerCase(), discount_value: 10 }),
    ).toMatchObject({ status: 409, body: { error: TAKEN, fields: { code: TAKEN } } });
    expect(await app.dataSource.query(`SELECT 1 FROM discount_codes WHERE code LIKE 'BAD%'`)).toEqual([]);
  });

  it('refuses a fixed amount above the highest price of a course that is not deleted', async () => {
    await createCourse(app.dataSource, { gross_price: 99940, net_price: 83983, price: 99940 });
    const deleted = await createCourse(app.dataSource, { gross_price: 2374000, net_price: 1994958, price: 2374000 });
    await app.dataSource.query(`UPDATE courses SET deleted_at = now() WHERE id = $1`, [deleted.id]);
    const aboveHighest = 'Der Festbetrag darf nicht über dem höchsten Kurspreis von 999,40\u00a0€ liegen.';

    // '237,40' read as 23.740 € and '49,90' as 4.990 €: both more than any course costs.
    for (const cents of [2374000, 499000, 99941]) {
      const refused = await post('/api/admin/discount-codes', {
        code: uniqueCode('zuviel'),
        discount_type: 'fixed_amount',
        discount_value: cents,
      });
      expect(refused, String(cents)).toMatchObject({
        status: 400,
        body: { error: INVALID_DATA, fields: { discount_value: aboveHighest } },
      });
    }
    expect(await app.dataSource.query(`SELECT 1 FROM discount_codes WHERE code LIKE 'ZUVIEL%'`)).toEqual([]);

    const exact = await post('/api/admin/discount-codes', {
      code: uniqueCode('fest'),
      discount_type: 'fixed_amount',
      discount_value: 4990,
    });
    expect(exact).toMatchObject({ status: 201, body: { discount_type: 'fixed_amount', discount_value: 4990 } });
    const id = (exact.body as { id: string }).id;
    expect(
      await post('/api/admin/discount-codes', {
        code: uniqueCode('fest'),
        discount_type: 'fixed_amount',
        discount_value: 99940,
      }),
    ).toMatchObject({ status: 201 });
    expect(await put(`/api/admin/discount-codes/${id}`, { discount_value: 499000 })).toMatchObject({
      status: 400,
      body: { fields: { discount_value: aboveHighest } },
    });
    expect(await put(`/api/admin/discount-codes/${id}`, { discount_value: 23740 })).toMatchObject({
      status: 200,
      body: { discount_value: 23740 },
    });
    // A percentage is no amount: 100 % stays allowed.
    expect(
      await put(`/api/admin/discount-codes/${id}`, { discount_type: 'percentage', discount_value: 100 }),
    ).toMatchObject({ status: 200 });
  });

  it('edits a code, keeping what the request leaves out, and refuses a taken code', async () => {
    const code = await createDiscountCode(app.dataSource, { max_uses: 5, description: 'Alt' });
    const other = await createDiscountCode(app.dataSource);
    const edited = await put(`/api/admin/discount-codes/${code.id}`, {
      discount_type: 'fixed_amount',
      discount_value: 2500,
      description: 'Neu',
      valid_until: '2099-12-31',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        code: code.code,
        discount_type: 'fixed_amount',
        discount_value: 2500,
        max_uses: 5,
        valid_from: '2020-01-01',
        valid_until: '2099-12-31',
        description: 'Neu',
      },
    });
    expect(await put(`/api/admin/discount-codes/${code.id}`, { discount_type: 'percentage' })).toMatchObject({
      status: 400,
      body: { fields: { discount_value: PERCENT } },
    });
    expect(await put(`/api/admin/discount-codes/${code.id}`, { code: other.code })).toMatchObject({
      status: 409,
      body: { fields: { code: TAKEN } },
    });
    expect(await put(`/api/admin/discount-codes/${SAMPLE_ID}`, { description: 'x' })).toMatchObject({ status: 404 });
    expect(await auditOf(code.id)).toEqual([
      expect.objectContaining({
        action: 'discount_code.update',
        before: expect.objectContaining({ description: 'Alt', discount_value: 20 }),
        after: expect.objectContaining({ description: 'Neu', discount_value: 2500 }),
      }),
    ]);
  });

  it('limits a code to first bookings when ticked, lists the limit and lifts it on edit', async () => {
    const course = await createCourse(app.dataSource);
    const regular = uniqueEmail('stammkunde');
    await paidBooking(app, course, { customerEmail: regular });
    const code = uniqueCode('erst');
    const created = await post('/api/admin/discount-codes', {
      code,
      discount_value: 20,
      first_booking_only: true,
    });
    expect(created, JSON.stringify(created.body)).toMatchObject({ status: 201, body: { first_booking_only: true } });
    const id = (created.body as { id: string }).id;
    const listed = await list({ filter: { q: code } });
    expect(listed.body).toEqual([expect.objectContaining({ id, first_booking_only: true })]);
    expect(await validate(code, regular)).toMatchObject({ valid: false, error: FIRST_BOOKING_ONLY });
    expect(await validate(code, uniqueEmail('neukunde'))).toMatchObject({ valid: true, error: null });

    expect(await put(`/api/admin/discount-codes/${id}`, { first_booking_only: 'ja' })).toMatchObject({
      status: 400,
      body: {
        error: INVALID_DATA,
        fields: { first_booking_only: 'Bitte wählen Sie, ob der Code nur für die erste Buchung gilt.' },
      },
    });
    // react-admin sends the whole record: leaving the box as it is keeps the limit.
    expect(
      await put(`/api/admin/discount-codes/${id}`, { ...(created.body as object), description: 'Blog' }),
    ).toMatchObject({ status: 200, body: { first_booking_only: true, description: 'Blog' } });
    expect(await put(`/api/admin/discount-codes/${id}`, { first_booking_only: false })).toMatchObject({
      status: 200,
      body: { first_booking_only: false },
    });
    expect(await get(`/api/admin/discount-codes/${id}`)).toMatchObject({ body: { first_booking_only: false } });
    expect(await validate(code, regular)).toMatchObject({ valid: true, error: null });
    expect(
      (await auditOf(id)).map((row: { after: { first_booking_only: boolean } }) => row.after.first_booking_only),
    ).toEqual([true, true, false]);
  });

  it('toggles a code off and on; an inactive code is refused at checkout', async () => {
    const code = await createDiscountCode(app.dataSource);
    expect(await post(`/api/admin/discount-codes/${code.id}/toggle`)).toMatchObject({
      status: 200,
      body: { active: false },
    });
    expect((await validate(code.code, uniqueEmail())).valid).toBe(false);
    expect(await post(`/api/admin/discount-codes/${code.id}/toggle`)).toMatchObject({
      status: 200,
      body: { active: true },
    });
    expect((await validate(code.code, uniqueEmail())).valid).toBe(true);
    expect((await auditOf(code.id)).map((row: { action: string; after: object }) => [row.action, row.after])).toEqual([
      ['discount_code.toggle', { active: false }],
      ['discount_code.toggle', { active: true }],
    ]);
  });

  it('shows the uses of a booking made with the code, resets one, and refuses deleting a used code', async () => {
    const course = await createCourse(app.dataSource, { title: 'Rabattkurs Müller' });
    const code = await createDiscountCode(app.dataSource, { max_uses: 1 });
    const email = uniqueEmail('rabatt');
    const booking = await paidBooking(app, course, {
      customerEmail: email,
      customerName: 'Jörg Rabatt',
      discountCode: code.code,
      selectedPrice: 37985,
      discountAmount: 9496,
    });
    expect((await discountState(app.dataSource, code.id)).currentUses).toBe(1);

    const usages = await get(`/api/admin/discount-codes/${code.id}/usages`);
    expect(usages).toMatchObject({
      status: 200,
      body: [
        {
          customer_email: email,
          customer_name: 'Jörg Rabatt',
          booking_id: booking.id,
          course_title: 'Rabattkurs Müller',
          course_date: course.date,
          status: 'redeemed',
          used_at: expect.any(String),
        },
      ],
    });
    const usageId = (usages.body as { id: string }[])[0].id;

    expect(await put(`/api/admin/discount-codes/${code.id}`, { max_uses: 1 })).toMatchObject({ status: 200 });
    const deleted = await remove(`/api/admin/discount-codes/${code.id}`);
    expect(deleted).toMatchObject({
      status: 409,
      body: { error: 'Löschen nicht möglich: Der Code wurde bereits verwendet. Deaktivieren Sie ihn stattdessen.' },
    });
    expect((await validate(code.code, email)).valid).toBe(false);

    expect(await remove(`/api/admin/discount-usages/${usageId}`)).toMatchObject({
      status: 200,
      body: { id: usageId, discount_code_id: code.id, current_uses: 0 },
    });
    expect(await discountState(app.dataSource, code.id)).toEqual({ currentUses: 0, usages: [] });
    expect(await get(`/api/admin/discount-codes/${code.id}/usages`)).toMatchObject({ status: 200, body: [] });
    expect((await validate(code.code, email)).valid).toBe(true);
    expect(await remove(`/api/admin/discount-usages/${usageId}`)).toMatchObject({
      status: 404,
      body: { error: 'Verwendung nicht gefunden.' },
    });
    expect(await auditOf(usageId)).toEqual([
      expect.objectContaining({
        action: 'discount_usage.reset',
        entity: 'discount_usage',
        before: { discount_code_id: code.id, booking_id: booking.id, status: 'redeemed' },
        after: { current_uses: 0 },
      }),
    ]);
    // The booking keeps the record of the code it was paid with.
    expect(
      (await app.dataSource.query(`SELECT discount_code_id FROM bookings WHERE id = $1`, [booking.id]))[0]
        .discount_code_id,
    ).toBe(code.id);

    expect(await remove(`/api/admin/discount-codes/${code.id}`)).toMatchObject({
      status: 200,
      body: { id: code.id, deleted: true },
    });
    expect(await get(`/api/admin/discount-codes/${code.id}`)).toMatchObject({ status: 404 });
    expect((await auditOf(code.id)).map((row: { action: string }) => row.action)).toEqual([
      'discount_code.update',
      'discount_code.delete',
    ]);
  });

  it('refuses lowering max_uses below the uses so far', async () => {
    const code = await createDiscountCode(app.dataSource, { current_uses: 3, max_uses: 10 });
    expect(await put(`/api/admin/discount-codes/${code.id}`, { max_uses: 2 })).toMatchObject({
      status: 400,
      body: {
        fields: {
          max_uses: 'Die maximale Anzahl an Verwendungen darf nicht unter den bisherigen Verwendungen (3) liegen.',
        },
      },
    });
    expect(await put(`/api/admin/discount-codes/${code.id}`, { max_uses: 3 })).toMatchObject({
      status: 200,
      body: { max_uses: 3 },
    });
    expect(await put(`/api/admin/discount-codes/${code.id}`, { max_uses: null })).toMatchObject({
      status: 200,
      body: { max_uses: null },
    });
  });

  it('answers anonymous callers 401 and signed-in non-admins 403', async () => {
    const visitor = await signIn(app, uniqueAddress('besucher'));
    const code = await createDiscountCode(app.dataSource);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/discount-codes'],
      ['GET', `/api/admin/discount-codes/${code.id}`],
      ['POST', '/api/admin/discount-codes', { code: uniqueCode('fremd'), discount_value: 10 }],
      ['PUT', `/api/admin/discount-codes/${code.id}`, { description: 'Übernommen' }],
      ['POST', `/api/admin/discount-codes/${code.id}/toggle`],
      ['GET', `/api/admin/discount-codes/${code.id}/usages`],
      ['DELETE', `/api/admin/discount-codes/${code.id}`],
      ['DELETE', `/api/admin/discount-usages/${SAMPLE_ID}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(app, method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(app, method, path, { body, cookie: visitor })).status, `${method} ${path} visitor`).toBe(403);
    }
    expect(await get(`/api/admin/discount-codes/${code.id}`)).toMatchObject({
      status: 200,
      body: { active: true, description: null },
    });
    expect(await auditOf(code.id)).toEqual([]);
  });
});
