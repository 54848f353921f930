import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';
import { checkoutBody, createCourse, postJson, uniqueEmail } from './helpers/booking-fixtures';

const UNEXPECTED = 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.';
const BUSY = 'Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.';

describe('logs of failing requests', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false, captureLogs: 'warn' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A constraint the request's values violate although they pass validation: the query fails with them as parameters. */
  async function withRefusingConstraint(table: string, check: string, run: () => Promise<void>) {
    await app.dataSource.query(`ALTER TABLE ${table} ADD CONSTRAINT refuse_for_test CHECK (${check}) NOT VALID`);
    try {
      await run();
    } finally {
      await app.dataSource.query(`ALTER TABLE ${table} DROP CONSTRAINT refuse_for_test`);
    }
  }

  const failureLines = (since: number) => app.logs.slice(since).filter((line) => line.msg === 'request failed');

  it('logs the shape of a failing query (statement, table, constraint), never the name, address or phone it carried', async () => {
    const person = { name: 'Frieda Fehlerfall', email: uniqueEmail('frieda.fehlerfall'), phone: '+49 171 5550123' };
    const since = app.logs.length;
    await withRefusingConstraint('newsletter_subscribers', `name IS DISTINCT FROM '${person.name}'`, async () => {
      const answer = await postJson(`${app.url}/api/newsletter`, {
        customerEmail: person.email,
        customerName: person.name,
      });
      expect(answer).toMatchObject({ status: 500, body: { error: UNEXPECTED } });
    });
    const course = await createCourse(app.dataSource);
    await withRefusingConstraint('bookings', `customer_phone IS DISTINCT FROM '${person.phone}'`, async () => {
      const answer = await postJson(
        `${app.url}/api/checkout`,
        checkoutBody(course, { customerEmail: person.email, customerName: person.name, customerPhone: person.phone }),
      );
      expect(answer).toMatchObject({ status: 500, body: { error: UNEXPECTED } });
    });

    const lines = failureLines(since);
    expect(lines.map((line) => line.url)).toEqual(['/api/newsletter', '/api/checkout']);
    expect(lines[0].err).toMatchObject({
      type: 'QueryFailedError',
      code: '23514',
      table: 'newsletter_subscribers',
      constraint: 'refuse_for_test',
    });
    expect(lines[1].err).toMatchObject({
      type: 'QueryFailedError',
      code: '23514',
      table: 'bookings',
      constraint: 'refuse_for_test',
    });
    for (const line of lines) expect((line.err as { query: string }).query).toMatch(/^(INSERT|UPDATE) /);
    const written = JSON.stringify(app.logs.slice(since)).toLowerCase();
    for (const value of [person.name, person.email, person.phone, 'Fehlerfall', '5550123'])
      expect(written).not.toContain(value.toLowerCase());
  });

  it('logs a request refused while the database is busy as a warning, not as an error', async () => {
    const course = await createCourse(app.dataSource);
    const holder = new Client({ connectionString: app.env.DATABASE_URL });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM courses WHERE id = $1 FOR UPDATE', [course.id]);
    const since = app.logs.length;
    try {
      const answer = await postJson(`${app.url}/api/checkout`, checkoutBody(course));
      expect(answer).toMatchObject({ status: 503, body: { error: BUSY } });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }

    const lines = app.logs.slice(since);
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request refused: database unavailable')).toMatchObject([
      { level: 40, method: 'POST', url: '/api/checkout', err: { code: '55P03' } },
    ]);
  });
});
