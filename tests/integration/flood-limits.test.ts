import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';
import { call, uniqueAddress } from '../support/auth';
import { eventually } from '../support/eventually';

const TOO_MANY_STREAMS =
  'Von Ihrem Anschluss aus sind zu viele Live-Aktualisierungen geöffnet. Bitte schließen Sie andere Fenster dieser Seite und versuchen Sie es erneut.';

describe('nobody can flood an inbox or the live-update connections', () => {
  let app: TestApp;
  const streams: AbortController[] = [];

  beforeAll(async () => {
    // The production defaults (the test app raises them for other tests); one proxy in front: X-Forwarded-For names the client.
    app = await startTestApp({
      env: { MAGIC_LINKS_PER_ADDRESS: '5', MAX_STREAMS_PER_IP: '20', TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.abort());
    await app?.close();
  });

  it('sends one address at most 5 sign-in mails in 15 minutes and answers the 6th request alike', async () => {
    const email = uniqueAddress('postfach');
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await call(app, 'POST', '/api/auth/magic-link', {
        body: { email: attempt % 2 ? email.toUpperCase() : email },
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      });
      answers.push([answer.status, answer.body]);
    }
    expect(answers).toEqual(Array.from({ length: 6 }, () => [202, { ok: true }]));

    await app.smtp.waitFor(5, (mail) => mail.to.includes(email));
    // Every mail comes from one outbox event: five events, so five mails, never a sixth.
    const events = await app.dataSource.query(
      `SELECT id FROM outbox_events WHERE type = $1 AND payload ->> 'email' = $2`,
      [EVENTS.magicLinkRequested, email],
    );
    expect(events).toHaveLength(5);
    expect(app.smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(5);
    const [{ tokens }] = await app.dataSource.query(
      `SELECT count(*)::int AS tokens FROM magic_link_tokens WHERE lower(email) = $1`,
      [email],
    );
    expect(tokens).toBe(5);

    // Another address is not affected.
    const other = uniqueAddress('nachbar');
    expect((await call(app, 'POST', '/api/auth/magic-link', { body: { email: other } })).status).toBe(202);
    await app.smtp.waitFor(1, (mail) => mail.to.includes(other));
  });

  it('holds at most 20 live-update streams per client IP: the 21st gets a German 429, another IP still gets one', async () => {
    const open = async (ip: string) => {
      const controller = new AbortController();
      const response = await fetch(`${app.url}/api/courses/stream`, {
        signal: controller.signal,
        headers: { 'x-forwarded-for': ip },
      });
      if (response.status === 200) streams.push(controller);
      return response;
    };
    for (let index = 0; index < 20; index += 1) {
      const response = await open('192.0.2.10');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    }

    const refused = await open('192.0.2.10');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TOO_MANY_STREAMS });
    expect((await open('192.0.2.11')).status).toBe(200);

    // A closed stream frees its place.
    streams[0].abort();
    const reopened = await eventually(
      async () => {
        const response = await open('192.0.2.10');
        if (response.status === 200) return response;
        await response.text();
        return undefined;
      },
      { what: 'a free stream place after closing one' },
    );
    expect(reopened.headers.get('content-type')).toMatch(/^text\/event-stream/);
  });
});
