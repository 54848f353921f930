import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { Course } from '../../backend/src/courses/course.entity';
import { runSeed } from '../../backend/src/seed/seed';
import { startTestApp, type TestApp } from '../support/app';
import { untilCourseChangeArrives } from '../support/course-changes';
import { euro } from '../support/money';
import { launchChromium, newGermanContext } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';

interface ListedCourse {
  id: string;
  date: string;
  available_spots: number;
  gross_price: number;
}

/** '2026-12-15' -> 'Dienstag, 15. Dezember 2026', computed independently of the site's code. */
function longGermanDate(isoDate: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

function shortGermanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

describe('/online-seminare', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const requestedUrls: string[] = [];
  const changedSpots = new Map<string, number>();

  async function listedCourses(): Promise<ListedCourse[]> {
    const response = await fetch(`${app.url}/api/courses`);
    expect(response.status).toBe(200);
    return (await response.json()) as ListedCourse[];
  }

  /** Changes seats the way the backend does (state and outbox event in one transaction); returns once the relay announced it. */
  async function setAvailableSpots(courseIds: string[], spots: (id: string) => number) {
    const outbox = app.api.get(OutboxService);
    await untilCourseChangeArrives(app.dataSource, () =>
      app.dataSource.transaction(async (manager) => {
        for (const id of courseIds) {
          const course = await manager.findOneByOrFail(Course, { id });
          if (!changedSpots.has(id)) changedSpots.set(id, course.available_spots);
          await manager.update(Course, { id }, { available_spots: spots(id) });
        }
        await outbox.record(manager, EVENTS.courseChanged, { courseId: courseIds[0] ?? null });
      }),
    );
  }

  const nextCourseCard = () => page.getByRole('article', { name: 'Nächster verfügbarer Termin' });

  beforeAll(async () => {
    const frontendDir = ensureFrontendBuild();
    app = await startTestApp({ frontendDir });
    await runSeed(app.config);
    browser = await launchChromium();
    const context = await newGermanContext(browser);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => requestedUrls.push(request.url()));
  });

  afterAll(async () => {
    await browser?.close();
    if (app && changedSpots.size > 0) {
      const ids = [...changedSpots.keys()];
      await setAvailableSpots(ids, (id) => changedSpots.get(id) ?? 0);
    }
    await app?.close();
  });

  it('serves prerendered HTML with title, description, canonical and structured data', async () => {
    const response = await fetch(`${app.url}/online-seminare`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Online-Seminare und Termine | Medizinprodukteberater Zertifizierung</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/online-seminare"/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<script type="application/ld+json">');
    // The API serves the page with the next date filled in, not a loading notice.
    expect(html).toMatch(/data-served="next-course-date">\w+, \d{1,2}\. \w+ \d{4}</);
  });

  it('shows the next date served with the page while the list loads, then the card with its spots and price', async () => {
    const courses = await listedCourses();
    const next = courses.find((course) => course.available_spots > 0);
    expect(next, 'the demo data has a free date').toBeDefined();

    let releaseCourses: () => void = () => undefined;
    const coursesHeld = new Promise<void>((resolve) => (releaseCourses = resolve));
    await page.route(
      '**/api/courses',
      async (route) => {
        await coursesHeld;
        await route.continue();
      },
      { times: 1 },
    );
    await page.goto(`${app.url}/online-seminare`);
    const served = page.getByTestId('next-course-pending');
    await served.waitFor();
    expect(await served.textContent()).toContain(longGermanDate(next!.date));
    releaseCourses();

    const card = nextCourseCard();
    await card.waitFor();
    expect(await card.textContent()).toContain(longGermanDate(next!.date));
    expect(await card.textContent()).toContain('08:30-16:00 Uhr');
    expect(await card.textContent()).toContain(
      next!.available_spots === 1 ? 'Noch 1 Platz frei' : `Noch ${next!.available_spots} Plätze frei`,
    );
    await expect
      .poll(() => page.getByRole('button', { name: `Nächster Termin: ${shortGermanDate(next!.date)}` }).count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Jetzt buchen' }).isVisible()).toBe(true);
    expect((await page.locator('main').textContent())?.replace(/Preis\s*/, 'Preis ')).toContain(
      `Preis ${euro(next!.gross_price)}`,
    );
  });

  it('updates the next date without a reload when a course changes', async () => {
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const [first, second] = (await listedCourses()).filter((course) => course.available_spots > 0);
    expect(second, 'the demo data has a second free date').toBeDefined();

    await setAvailableSpots([first.id], () => 0);

    await expect.poll(() => nextCourseCard().textContent()).toContain(longGermanDate(second.date));
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('shows the orange sold-out card when no date has a free seat', async () => {
    const free = (await listedCourses()).filter((course) => course.available_spots > 0);
    await setAvailableSpots(
      free.map((course) => course.id),
      () => 0,
    );

    const soldOut = page.getByRole('article', { name: 'Alle Termine ausgebucht' });
    await soldOut.waitFor({ timeout: 10_000 });
    expect(await soldOut.getByRole('button', { name: 'Auf die Warteliste setzen' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Interesse bekunden' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it('keeps react-admin out of the public page and raises no script errors', () => {
    expect(requestedUrls.filter((url) => /AdminApp|react-admin|@mui/.test(url))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
