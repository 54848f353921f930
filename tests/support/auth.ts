import { generate } from 'otplib';
import type { TestApp } from './app';
import type { CaughtMail } from './smtp-catcher';

const SESSION_COOKIE = 'mpb_session';

export interface HttpAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A request as the site's own pages send it: same Origin, JSON, optional session cookie. */
export async function call(
  app: TestApp,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.origin !== null) headers.Origin = options.origin ?? app.url;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

const SIGN_IN_LINK = /https?:\/\/\S+\/api\/auth\/callback\?token=[\w-]+/;

export const SIGN_IN_SUBJECT = 'Ihr Anmeldelink für die Medizinprodukteberater Zertifizierung';

/** A requested sign-in mail to this address (security notices and booking mails, which link to it too, do not count). */
function isSignInMailTo(email: string) {
  return (mail: CaughtMail) =>
    mail.to.includes(email) && mail.subject === SIGN_IN_SUBJECT && SIGN_IN_LINK.test(mail.text);
}

/** The sign-in link from the newest of `count` sign-in mails to this address. */
export async function magicLinkFor(app: TestApp, email: string, count = 1): Promise<string> {
  const mails = await app.smtp.waitFor(count, isSignInMailTo(email));
  return mails[mails.length - 1].text.match(SIGN_IN_LINK)![0];
}

export async function requestMagicLink(app: TestApp, email: string, redirect?: string, cookie?: string) {
  const answer = await call(app, 'POST', '/api/auth/magic-link', {
    body: redirect ? { email, redirect } : { email },
    cookie,
  });
  if (answer.status !== 202)
    throw new Error(`magic link request answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** Opens a sign-in link like a browser that follows no redirect; returns where it leads and the cookie set. */
export async function openLink(
  link: string,
  cookie?: string,
): Promise<{ status: number; location: string | null; cookie: string | null; setCookie: string }> {
  const response = await fetch(link, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  const setCookie = response.headers.get('set-cookie') ?? '';
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: sessionCookieIn(setCookie),
    setCookie,
  };
}

/** Requests a link, reads it from the mail catcher and opens it: the new session's cookie. */
export async function signIn(app: TestApp, email: string, redirect?: string): Promise<string> {
  const before = app.smtp.mails.filter(isSignInMailTo(email)).length;
  await requestMagicLink(app, email, redirect);
  const opened = await openLink(await magicLinkFor(app, email, before + 1));
  if (!opened.cookie) throw new Error(`sign-in set no cookie (status ${opened.status}, location ${opened.location})`);
  return opened.cookie;
}

/** The session cookie a response sets, as a Cookie header value. */
export function sessionCookieFrom(headers: Headers): string | null {
  return sessionCookieIn(headers.get('set-cookie') ?? '');
}

/** The session cookie in a Set-Cookie value, with the `__Host-` prefix production gives it. */
function sessionCookieIn(setCookie: string): string | null {
  const [, name, value] = setCookie.match(new RegExp(`((?:__Host-)?${SESSION_COOKIE})=([^;]*)`)) ?? [];
  return value ? `${name}=${value}` : null;
}

/**
 * Enrols the admin's authenticator (first time) or verifies a code with the given secret. The
 * session continues under a new id: returns the renewed cookie (the one passed in stops working).
 */
export async function passSecondFactor(app: TestApp, cookie: string, secret?: string): Promise<string> {
  let totpSecret = secret;
  if (!totpSecret) {
    const enrolment = await call(app, 'POST', '/api/auth/totp/enrol', { cookie });
    if (enrolment.status !== 200) throw new Error(`enrol answered ${enrolment.status}`);
    totpSecret = (enrolment.body as { secret: string }).secret;
  }
  const code = await generate({ secret: totpSecret });
  const verified = await call(app, 'POST', '/api/auth/totp/verify', { cookie, body: { code } });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  const renewed = sessionCookieFrom(verified.headers);
  if (!renewed) throw new Error('verify set no renewed session cookie');
  return renewed;
}

export function uniqueAddress(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@beispiel.de`;
}
