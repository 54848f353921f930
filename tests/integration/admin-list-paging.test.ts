import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call } from '../support/auth';
import { startAdminApp } from './helpers/admin-bookings-fixtures';

/** The react-admin resources of DESIGN.md, each a list under /api/admin. */
const RESOURCES = [
  'bookings',
  'courses',
  'newsletter-subscribers',
  'waitlist-entries',
  'discount-codes',
  'email-templates',
  'gdpr-deletions',
  'audit-log',
];
const INVALID_QUERY = 'Ungültige Abfrage: Bitte überprüfen Sie Filter, Sortierung und Bereich.';

describe('paging of every admin list', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = (resource: string, range: string) =>
    call(app, 'GET', `/api/admin/${resource}?range=${encodeURIComponent(range)}`, { cookie });

  it('answers a range it cannot serve with a German 400, never a 500', async () => {
    const bad = [
      '[1e20,1e20]',
      '[0,1e20]',
      '[9007199254740993,9007199254740994]',
      '[-1,5]',
      '[-5,-1]',
      '[10,2]',
      '[0,100000]',
      '["a","b"]',
      '[0]',
      '{"0":0}',
      'abc',
      '[0.5,3]',
      '[null,null]',
    ];
    for (const resource of RESOURCES) {
      for (const range of bad) {
        const answer = await list(resource, range);
        expect(answer.status, `${resource} range=${range}: ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body, `${resource} range=${range}`).toMatchObject({
          error: INVALID_QUERY,
          fields: { range: expect.stringMatching(/^Bitte .+\.$/) },
        });
      }
    }
  });

  it('still serves ordinary pages and an empty page far behind the end', async () => {
    for (const resource of RESOURCES) {
      for (const range of ['[0,24]', '[0,499]', '[5,5]', '[900000,900009]']) {
        const answer = await list(resource, range);
        expect(answer.status, `${resource} range=${range}: ${JSON.stringify(answer.body)}`).toBe(200);
        expect(Array.isArray(answer.body), `${resource} range=${range}`).toBe(true);
      }
      expect((await list(resource, '[900000,900009]')).body).toEqual([]);
    }
  });
});
