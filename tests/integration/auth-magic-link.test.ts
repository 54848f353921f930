import { MAGIC_LINK_VALID_MINUTES } from '@mpb/domain';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import { startTestApp, TestApp } from '../support/app';
import { call, magicLinkFor, openLink, requestMagicLink, signIn, uniqueAddress } from '../support/auth';

const ADMIN = 'chefin@example.de';

async function sessionOf(app: TestApp, cookie: string | null) {
  return (await call(app, 'GET', '/api/auth/session', { cookie: cookie ?? undefined })).body as {
    user: { email: string } | null;
  };
}

describe('magic-link sign-in', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('signs a visitor in with an httpOnly Lax cookie whose value is stored only hashed, and lands where asked', async () => {
    const email = uniqueAddress('besucherin');
    const answer = await call(app, 'POST', '/api/auth/magic-link', {
      body: { email: `  ${email.toUpperCase()} `, redirect: '/online-seminare' },
    });
    expect(answer).toMatchObject({ status: 202, body: { ok: true } });
    const link = await magicLinkFor(app, email);
    expect(link.startsWith(`${app.url}/api/auth/callback?token=`)).toBe(true);

    const opened = await openLink(link);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe('/online-seminare');
    expect(opened.setCookie).toMatch(/HttpOnly/i);
    expect(opened.setCookie).toMatch(/SameSite=Lax/i);
    expect(opened.setCookie).toMatch(/Path=\//);
    expect(await sessionOf(app, opened.cookie)).toEqual({
      user: { email, isAdmin: false, secondFactor: 'not_required' },
    });

    const token = opened.cookie!.split('=')[1];
    const rows = await app.dataSource.query(
      `SELECT s.token_hash FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    const stored = await app.dataSource.query(`SELECT token_hash FROM magic_link_tokens WHERE email = $1`, [email]);
    expect(link).not.toContain(stored[0].token_hash);
  });

  it('accepts a link once: a second click shows the used-link page and signs nobody in', async () => {
    const email = uniqueAddress('zweimal');
    await requestMagicLink(app, email);
    const link = await magicLinkFor(app, email);
    const [first, second] = await Promise.all([openLink(link), openLink(link)]);
    const signedIn = [first, second].filter((answer) => answer.cookie);
    expect(signedIn).toHaveLength(1);
    const refused = [first, second].find((answer) => !answer.cookie)!;
    expect(refused.location).toBe('/anmeldung?fehler=verwendet');
    expect((await openLink(link)).location).toBe('/anmeldung?fehler=verwendet');
  });

  it('refuses an expired link with its own page', async () => {
    const email = uniqueAddress('spaet');
    await requestMagicLink(app, email, '/admin');
    const link = await magicLinkFor(app, email);
    const later = new Date(Date.now() + MAGIC_LINK_VALID_MINUTES * 60_000 + 1000);
    const moved = vi.spyOn(app.api.get(Clock), 'now').mockReturnValue(later);
    onTestFinished(() => moved.mockRestore());
    const opened = await openLink(link);
    expect(opened).toMatchObject({ status: 302, location: '/anmeldung?fehler=abgelaufen&ziel=admin', cookie: null });
  });

  it('refuses tampered, truncated, repeated and missing tokens', async () => {
    const email = uniqueAddress('faelscher');
    await requestMagicLink(app, email);
    const link = await magicLinkFor(app, email);
    const token = new URL(link).searchParams.get('token')!;
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const query of [
      `token=${flipped}`,
      `token=${token.slice(0, -2)}`,
      `token=${token}&token=${token}`,
      '',
      'token=',
      `token=${'A'.repeat(43)}`,
    ]) {
      const opened = await openLink(`${app.url}/api/auth/callback?${query}`);
      expect(opened, query).toMatchObject({ status: 302, location: '/anmeldung?fehler=ungueltig', cookie: null });
    }
    // The untouched link still works: the failures above did not use it up.
    expect((await openLink(link)).cookie).not.toBeNull();
  });

  it("signs in as the link's own address only: another address's link replaces the session, never merges it", async () => {
    const anna = uniqueAddress('anna');
    const bernd = uniqueAddress('bernd');
    const annaCookie = await signIn(app, anna);
    await requestMagicLink(app, bernd);
    const berndLink = await magicLinkFor(app, bernd);
    const opened = await openLink(berndLink, annaCookie);
    expect((await sessionOf(app, opened.cookie)).user?.email).toBe(bernd);
    expect(opened.cookie).not.toBe(annaCookie);
    // The session that came in with the click is gone, not upgraded.
    expect((await sessionOf(app, annaCookie)).user).toBeNull();
    const tokenFromOtherMail = new URL(berndLink).searchParams.get('token');
    const annaLink = await (async () => {
      await requestMagicLink(app, anna);
      return magicLinkFor(app, anna, 2);
    })();
    expect(new URL(annaLink).searchParams.get('token')).not.toBe(tokenFromOtherMail);
  });

  it('answers malformed addresses and foreign redirect targets with German 400s', async () => {
    const bad = await call(app, 'POST', '/api/auth/magic-link', { body: { email: 'kein-at' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'Ungültige E-Mail-Adresse', fields: { email: 'Ungültige E-Mail-Adresse' } },
    });
    expect((await call(app, 'POST', '/api/auth/magic-link', { body: {} })).status).toBe(400);
    expect((await call(app, 'POST', '/api/auth/magic-link', { body: [] })).status).toBe(400);
    for (const redirect of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      42,
    ]) {
      const answer = await call(app, 'POST', '/api/auth/magic-link', {
        body: { email: uniqueAddress('umleitung'), redirect },
      });
      expect(answer, String(redirect)).toMatchObject({
        status: 400,
        body: { fields: { redirect: 'Ungültiges Weiterleitungsziel.' } },
      });
    }
  });

  it('lands admins on /admin whatever page they came from, and keeps a non-admin out of it', async () => {
    await requestMagicLink(app, ADMIN, '/online-seminare');
    const adminLanding = await openLink(await magicLinkFor(app, ADMIN));
    expect(adminLanding.location).toBe('/admin');
    expect((await sessionOf(app, adminLanding.cookie)).user).toEqual({
      email: ADMIN,
      isAdmin: true,
      secondFactor: 'enrol',
    });

    const visitor = uniqueAddress('neugierig');
    await requestMagicLink(app, visitor, '/admin');
    const refused = await openLink(await magicLinkFor(app, visitor));
    expect(refused.location).toBe('/admin/login?zugriff=verweigert');
    expect(refused.cookie).toBeNull();
    const [audit] = await app.dataSource.query(`SELECT action, ip_hash FROM audit_log WHERE actor_email = $1`, [
      visitor,
    ]);
    expect(audit.action).toBe('auth.admin_sign_in_refused');
    expect(audit.ip_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('ends idle and too old sessions, and deletes the session at logout', async () => {
    const email = uniqueAddress('sitzung');
    const idle = await signIn(app, email);
    await app.dataSource.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect((await sessionOf(app, idle)).user).toBeNull();

    const old = await signIn(app, email);
    await app.dataSource.query(
      `UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1) AND expires_at > now()`,
      [email],
    );
    expect((await sessionOf(app, old)).user).toBeNull();

    const sliding = await signIn(app, email);
    await app.dataSource.query(
      `UPDATE sessions SET last_seen_at = now() - interval '1 day', expires_at = now() + interval '1 hour'
        WHERE user_id = (SELECT id FROM users WHERE email = $1) AND absolute_expires_at > now()`,
      [email],
    );
    expect((await sessionOf(app, sliding)).user?.email).toBe(email);
    const [moved] = await app.dataSource.query(
      `SELECT expires_at > now() + interval '6 days' AS moved FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1) AND absolute_expires_at > now()`,
      [email],
    );
    expect(moved.moved).toBe(true);

    const logout = await call(app, 'POST', '/api/auth/logout', { cookie: sliding });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/mpb_session=;/);
    expect((await sessionOf(app, sliding)).user).toBeNull();
    const [{ count }] = await app.dataSource.query(
      `SELECT count(*)::int AS count FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1) AND expires_at > now() AND absolute_expires_at > now()`,
      [email],
    );
    expect(count).toBe(0);
    const actions = (
      await app.dataSource.query(`SELECT action FROM audit_log WHERE actor_email = $1 ORDER BY id`, [email])
    ).map((row: { action: string }) => row.action);
    expect(actions).toEqual(['auth.sign_in', 'auth.sign_in', 'auth.sign_in', 'auth.sign_out']);
  });
});
