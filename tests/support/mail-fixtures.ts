import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DataSource, EntityManager } from 'typeorm';
import { EventPayload, EventType, JobName, QUEUES } from '../../backend/src/core/queue/job-names';
import { OutboxRepository } from '../../backend/src/core/queue/outbox.repository';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { prerenderedPaths } from '../../frontend/src/site/lib/public-routes';
import type { TestApp } from './app';
import { eventually } from './eventually';

export interface CourseFixture {
  id: string;
  title: string;
  date: string;
  start_time: string;
  end_time: string;
}

/** A course far in the future unless told otherwise; every call a new row. */
export async function insertCourse(
  db: DataSource | EntityManager,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<CourseFixture> {
  const values = {
    title: 'Medizinprodukteberater Basiszertifizierung',
    date: '2098-12-15',
    start_time: '08:30',
    end_time: '16:00',
    net_price: 39900,
    gross_price: 47481,
    max_participants: 10,
    available_spots: 8,
    ...overrides,
  };
  const columns = Object.keys(values);
  const [row] = await db.query(
    `INSERT INTO courses (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     RETURNING id, title, to_char(date, 'YYYY-MM-DD') AS date, start_time::text, end_time::text`,
    Object.values(values),
  );
  return row;
}

export interface BookingFixture {
  id: string;
  customer_email: string;
  customer_name: string;
}

/** A booking of the course (confirmed and paid unless told otherwise), with a unique e-mail address. */
export async function insertBooking(
  db: DataSource | EntityManager,
  course: CourseFixture,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<BookingFixture> {
  const values = {
    course_id: course.id,
    course_title: course.title,
    course_date: course.date,
    course_start_time: course.start_time,
    course_end_time: course.end_time,
    customer_name: 'Maria Schneider',
    customer_email: `teilnehmer-${randomUUID().slice(0, 8)}@example.de`,
    amount: 47481,
    original_amount: 47481,
    discount_amount: 0,
    booking_status: 'confirmed',
    payment_status: 'paid',
    confirmed_at: new Date(),
    ...overrides,
  };
  const columns = Object.keys(values);
  const [row] = await db.query(
    `INSERT INTO bookings (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     RETURNING id, customer_email, customer_name`,
    Object.values(values),
  );
  return row;
}

/** Writes the state change and its outbox event in one transaction, as the real services do. */
export async function withEvent<T>(
  dataSource: DataSource,
  outbox: OutboxService,
  change: (manager: EntityManager) => Promise<T>,
  event: (result: T) => { type: EventType; payload: EventPayload<EventType> },
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    const result = await change(manager);
    const { type, payload } = event(result);
    await outbox.record(manager, type, payload);
    return result;
  });
}

/** Records a mail as owed, as the event causing it would, for a test that runs the mail job's handler itself. */
export async function recordOwedMail(
  db: DataSource | EntityManager,
  jobName: JobName,
  data: { idempotencyKey: string } & Record<string, unknown>,
) {
  const manager = 'manager' in db ? db.manager : db;
  await new OutboxRepository(manager.connection).recordOwedMails(
    [{ queue: QUEUES.mail, jobName, jobId: `test-${randomUUID()}`, data }],
    manager,
  );
}

export async function emailStatusOf(dataSource: DataSource, bookingId: string): Promise<string> {
  const [row] = await dataSource.query(`SELECT email_status FROM bookings WHERE id = $1`, [bookingId]);
  return row.email_status;
}

/**
 * Waits until the booking records its mail's outcome as `outcome`: the one way to wait for a
 * booking mail's outcome (app.smtp.waitFor waits for the mail itself).
 */
export async function bookingMailOutcome(app: TestApp, bookingId: string, outcome: 'sent' | 'failed'): Promise<void> {
  await eventually(async () => (await emailStatusOf(app.dataSource, bookingId)) === outcome, {
    what: `booking mail ${outcome}`,
  });
}

/** Every http(s) link in an HTML mail, without duplicates. */
export function linksIn(html: string): string[] {
  return [...new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')))];
}

/** The built site (frontend/build/client), if a complete build exists. */
const BUILT_SITE = new URL('../../frontend/build/client', import.meta.url).pathname;
let servedSite: string | null | undefined;

const pageFile = (directory: string, path: string) =>
  path === '/' ? `${directory}/index.html` : `${directory}${path}/index.html`;
const isCompleteBuild = (directory: string) => prerenderedPaths.every((path) => existsSync(pageFile(directory, path)));

/**
 * Serves a private copy of the built site from the test app, so a rebuild running meanwhile
 * cannot pull pages away mid-test; no frontend option when there is no complete build.
 */
export function siteBuildOptions(): { frontendDir?: string } {
  if (servedSite === undefined) {
    servedSite = null;
    if (isCompleteBuild(BUILT_SITE)) {
      // Not below a dot directory: express refuses to send files from those.
      const copy = mkdtempSync(join(tmpdir(), 'mpb-site-'));
      cpSync(BUILT_SITE, copy, { recursive: true });
      if (isCompleteBuild(copy)) servedSite = copy;
    }
  }
  return servedSite ? { frontendDir: servedSite } : {};
}

/** Removes the copy made by siteBuildOptions(); call in afterAll. */
export function removeSiteBuildCopy() {
  if (servedSite) rmSync(servedSite, { recursive: true, force: true });
  servedSite = undefined;
}

/**
 * A link in a mail must open a page of the site on the configured origin; when the test app
 * serves the built site, the page must answer 200.
 */
export async function expectSitePage(link: string, appUrl: string) {
  const url = new URL(link);
  expect(url.origin).toBe(appUrl);
  const path = url.pathname.replace(/\/$/, '') || '/';
  expect(prerenderedPaths, `${path} is a page of the site`).toContain(path);
  if (servedSite) expect((await fetch(url)).status, link).toBe(200);
}
