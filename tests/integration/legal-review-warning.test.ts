import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/core/config/app-config';
import { startTestApp, type TestApp } from '../support/app';

const REVIEW_DUE = /legal review of \/rechtslage-strafen planned for .+ is due/;

/** The warnings the API logged while it started with these review months. */
async function startupWarnings(
  last: string,
  next: string,
): Promise<{ app: TestApp; warnings: Record<string, unknown>[] }> {
  const app = await startTestApp({
    worker: false,
    captureLogs: 'warn',
    env: { SITE_LEGAL_CHECK_LAST: last, SITE_LEGAL_CHECK_NEXT: next },
  });
  return { app, warnings: app.logs.filter((line) => REVIEW_DUE.test(String(line.msg))) };
}

describe('legal review months of /rechtslage-strafen (operator data)', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('warns in the log at start once the next review month has begun, naming it in German', async () => {
    const started = await startupWarnings('2019-07', '2020-01');
    app = started.app;
    expect(started.warnings).toHaveLength(1);
    expect(started.warnings[0]).toMatchObject({ level: 40, legalReview: { last: '2019-07', next: '2020-01' } });
    expect(String(started.warnings[0].msg)).toContain('planned for Januar 2020 is due');
  });

  it('stays quiet while the next review lies ahead', async () => {
    const started = await startupWarnings('2026-05', '2999-12');
    app = started.app;
    expect(started.warnings).toEqual([]);
  });

  it('refuses a review month that is no yyyy-MM month, naming the variable', () => {
    expect(() => loadConfig({ SITE_LEGAL_CHECK_NEXT: 'November 2026' })).toThrow(/SITE_LEGAL_CHECK_NEXT/);
    expect(() => loadConfig({ SITE_LEGAL_CHECK_LAST: '2026-13' })).toThrow(/SITE_LEGAL_CHECK_LAST/);
    expect(loadConfig({}).legalReview).toEqual({ last: '2026-05', next: '2026-11' });
  });
});
