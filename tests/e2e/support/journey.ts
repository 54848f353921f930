import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { EVENTS } from '../../../backend/src/core/queue/job-names';
import { OutboxService } from '../../../backend/src/core/queue/outbox.service';
import { Course } from '../../../backend/src/courses/course.entity';
import type { TestApp } from '../../support/app';
import { untilCourseChangeArrives } from '../../support/course-changes';
import { newGermanContext } from './browser';

/** Files for a person to look at (the printed participant list, screenshots), outside the repository. */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'mpb-e2e-screenshots');
/**
 * Screenshots assert nothing, and encoding them took a tenth of the browser tests' time: they are
 * taken when E2E_SCREENSHOT_DIR names where they go.
 */
const TAKE_SCREENSHOTS = Boolean(process.env.E2E_SCREENSHOT_DIR);

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: options.fullPage ?? false });
}

/** Takes the screenshot at phone and desktop width, restoring the page's size afterwards. */
export async function screenshotBothWidths(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!TAKE_SCREENSHOTS) return;
  const original = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    // Two frames: the page has laid itself out at the new width and painted it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, name, options);
  }
  if (original) await page.setViewportSize(original);
}

/** The site marks the page once hydrated; before that, clicks reach no handler and the page is the served HTML alone. */
export async function waitForHydration(page: Page, timeout = 30_000) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
}

/** A German visitor's tab that records script errors. */
export async function openVisitor(
  browser: Browser,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newGermanContext(browser, width);
  const page = await context.newPage();
  const errors: string[] = [];
  context.on('page', (opened) => opened.on('pageerror', (error) => errors.push(error.message)));
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** '2026-12-15' -> 'Dienstag, 15. Dezember 2026', independent of the site's code. */
export function longGermanDate(isoDate: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

export interface ListedCourse {
  id: string;
  title: string;
  date: string;
  available_spots: number;
  gross_price: number;
}

export async function listedCourses(app: TestApp): Promise<ListedCourse[]> {
  return (await (await fetch(`${app.url}/api/courses`)).json()) as ListedCourse[];
}

/** Changes seats as the backend does, announcing it to open pages; `quietly` skips the announcement. */
export async function setSpots(app: TestApp, courseIds: string[], spots: number, options: { quietly?: boolean } = {}) {
  const change = () =>
    app.dataSource.transaction(async (manager) => {
      for (const id of courseIds) await manager.update(Course, { id }, { available_spots: spots });
      if (!options.quietly)
        await app.api.get(OutboxService).record(manager, EVENTS.courseChanged, { courseId: courseIds[0] ?? null });
    });
  // Announced changes reach the course list once the relay's signal has arrived.
  await (options.quietly ? change() : untilCourseChangeArrives(app.dataSource, change));
}

export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@beispiel.de`;
}

export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no ${path} link in the mail:\n${text}`);
  return match[0];
}

export async function nextFreeCourse(app: TestApp): Promise<ListedCourse> {
  return (await listedCourses(app)).find((course) => course.available_spots > 0)!;
}

/** Opens /online-seminare and the booking dialog of the next free date. */
export async function openBookingDialog(page: Page, app: TestApp): Promise<Locator> {
  await page.goto(`${app.url}/online-seminare`);
  await page
    .getByRole('article', { name: 'Nächster verfügbarer Termin' })
    .getByRole('button', { name: 'Jetzt buchen' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Kurs buchen' });
  await dialog.waitFor();
  return dialog;
}

/** The billing address every booking asks for (DECISIONS 32); the country stays Deutschland. */
export async function fillBillingAddress(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Musterstraße 12a');
  await dialog.getByRole('textbox', { name: 'PLZ' }).fill('10115');
  await dialog.getByRole('textbox', { name: 'Ort' }).fill('Berlin');
}

export async function fillValidBookingForm(dialog: Locator, email: string) {
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Erika Müller-Lüdenscheidt');
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Telefon').fill('+49 30 1234567');
  await fillBillingAddress(dialog);
  await dialog.getByRole('checkbox', { name: /AGB/ }).check();
}
