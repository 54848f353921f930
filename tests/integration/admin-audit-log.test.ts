import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, signIn, uniqueAddress } from '../support/auth';
import {
  ADMIN,
  adminCalls,
  createCourse,
  insertBooking,
  paidBooking,
  startAdminApp,
} from './helpers/admin-bookings-fixtures';

interface AuditEntry {
  id: string;
  at: string;
  actor_email: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  customer_name: string | null;
  course_title: string | null;
  course_date: string | null;
  refund_cents: number | null;
}

describe('admin audit log', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post, put, remove } = adminCalls(
    () => app,
    () => cookie,
  );
  const auditLog = (query: { filter?: object; sort?: [string, string]; range?: [number, number] } = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) params.set(key, JSON.stringify(value));
    return get(`/api/admin/audit-log?${params}`);
  };

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists one booking's history, newest first, as the admin's actions wrote it", async () => {
    const course = await createCourse(app.dataSource);
    const booking = await insertBooking(app, course, { customer_name: 'Verlauf Kundin' });
    const other = await insertBooking(app, course, { booking_status: 'failed' });
    expect((await post(`/api/admin/bookings/${booking.id}/resend-email`, { type: 'confirmation' })).status).toBe(200);
    expect((await post('/api/admin/bookings/cancel-all-pending', { confirmBulkCancel: true })).status).toBe(200);
    expect((await remove(`/api/admin/bookings/${booking.id}`)).status).toBe(200);
    expect((await remove(`/api/admin/bookings/${other.id}`)).status).toBe(200);

    const answer = await auditLog({ filter: { entity: 'booking', entity_id: booking.id } });
    expect(answer.status).toBe(200);
    const entries = answer.body as AuditEntry[];
    expect(answer.headers.get('content-range')).toBe(`audit-log 0-${entries.length - 1}/${entries.length}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'booking.soft_delete',
      'booking.bulk_cancel',
      'booking.email_requested',
    ]);
    expect(entries.every((entry) => entry.actor_email === ADMIN && entry.entity_id === booking.id)).toBe(true);
    expect(entries[0]).toMatchObject({
      before: expect.objectContaining({ deleted_at: null }),
      after: expect.objectContaining({ deleted_at: expect.any(String) }),
    });
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ booking_status: 'pending' }),
      after: expect.objectContaining({ booking_status: 'cancelled' }),
    });
    expect(Date.parse(entries[0].at)).toBeGreaterThanOrEqual(Date.parse(entries[2].at));
  });

  it("names each entry's customer and course and states a cancellation's refund", async () => {
    const course = await createCourse(app.dataSource, { title: 'Audit-Kurs', date: '2089-03-10' });
    const refunded = await paidBooking(app, course, { customerName: 'Rita Rückzahlung' });
    const kept = await paidBooking(app, course, { customerName: 'Karl Keinerstattung' });
    expect((await post(`/api/admin/bookings/${refunded.id}/cancel`, { refundCents: 23741 })).status).toBe(200);
    expect((await post(`/api/admin/bookings/${kept.id}/cancel`, { refundCents: 0 })).status).toBe(200);
    expect((await put(`/api/admin/courses/${course.id}`, { maxParticipants: 12 })).status).toBe(200);

    const entryOf = async (filter: object) => {
      const [entry] = (await auditLog({ filter })).body as AuditEntry[];
      return entry;
    };
    expect(await entryOf({ entity_id: refunded.id })).toMatchObject({
      action: 'booking.cancel',
      customer_name: 'Rita Rückzahlung',
      course_title: 'Audit-Kurs',
      course_date: '2089-03-10',
      refund_cents: 23741,
    });
    expect(await entryOf({ entity_id: kept.id })).toMatchObject({
      customer_name: 'Karl Keinerstattung',
      refund_cents: 0,
    });
    expect(await entryOf({ entity: 'course', entity_id: course.id })).toMatchObject({
      action: 'course.update',
      customer_name: null,
      course_title: 'Audit-Kurs',
      course_date: '2089-03-10',
      refund_cents: null,
    });
    expect(await entryOf({ action: 'auth.sign_in' })).toMatchObject({
      customer_name: null,
      course_title: null,
      refund_cents: null,
    });
  });

  it('pages and sorts on the server', async () => {
    const all = await auditLog({ sort: ['id', 'ASC'], range: [0, 499] });
    const total = Number(all.headers.get('content-range')!.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(5);
    const ids = (all.body as AuditEntry[]).map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const second = await auditLog({ sort: ['id', 'ASC'], range: [1, 2] });
    expect(second.headers.get('content-range')).toBe(`audit-log 1-2/${total}`);
    expect((second.body as AuditEntry[]).map((entry) => Number(entry.id))).toEqual(ids.slice(1, 3));

    const byAction = (await auditLog({ filter: { action: 'booking.soft_delete' }, sort: ['action', 'DESC'] }))
      .body as AuditEntry[];
    expect(byAction.length).toBe(2);
    expect(byAction.every((entry) => entry.action === 'booking.soft_delete')).toBe(true);
  });

  it('answers a bad filter, sort or range with a German 400', async () => {
    const badFilter = await auditLog({ filter: { entity_id: 42 } });
    expect(badFilter).toMatchObject({
      status: 400,
      body: {
        error: 'Ungültige Abfrage: Bitte überprüfen Sie Filter, Sortierung und Bereich.',
        fields: { 'filter.entity_id': 'Ungültige Datensatznummer.' },
      },
    });
    expect((await auditLog({ sort: ['before', 'ASC'] })).status).toBe(400);
    expect((await auditLog({ range: [0, 5000] })).status).toBe(400);
  });

  it('is closed to anonymous callers (401) and to visitors who are not admins (403)', async () => {
    expect(await call(app, 'GET', '/api/admin/audit-log')).toMatchObject({
      status: 401,
      body: { error: 'Bitte melden Sie sich an.' },
    });
    const visitor = await signIn(app, uniqueAddress('neugierig'));
    const refused = await call(app, 'GET', '/api/admin/audit-log', { cookie: visitor });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: expect.any(String) });
  });
});
