import { request } from 'node:http';
import Redis from 'ioredis';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COURSES_CHANGED_CHANNEL } from '../../backend/src/core/queue/job-names';
import { Course } from '../../backend/src/courses/course.entity';
import { CourseRepository } from '../../backend/src/courses/course.repository';
import { createCourse } from '../integration/helpers/booking-fixtures';
import { startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { euro } from '../support/money';
import { launchChromium, newGermanContext } from './support/browser';
import { ensureFrontendBuild } from './support/frontend-build';

/** The page as a crawler gets it: no JavaScript, no compression. */
async function servedHtml(app: TestApp, path: string): Promise<string> {
  const response = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'identity' } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The JSON-LD fields the tests read; the rest is compared as a whole. */
type StructuredItem = {
  '@type': string;
  url?: string;
  startDate?: string;
  endDate?: string;
  organizer: { url: string };
  offers: { price: string; availability: string };
  remainingAttendeeCapacity?: number;
};

function structuredData(html: string): StructuredItem[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
}

function servedText(html: string, name: string): string | undefined {
  return new RegExp(`data-served="${name}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

/** A browser's revalidation of what it holds (fetch() would add 'Cache-Control: no-cache' to a conditional request). */
function revalidationStatus(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

function shortGermanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

describe('prices and dates in the served HTML (DECISIONS 19)', () => {
  let app: TestApp;
  let browser: Browser;
  let next: Course;

  beforeAll(async () => {
    app = await startTestApp({ frontendDir: ensureFrontendBuild(), worker: false });
    // Winter and summer dates: Berlin is at +01:00, then at +02:00.
    await createCourse(app.dataSource, { date: '2089-01-10', max_participants: 6, available_spots: 0 });
    next = await createCourse(app.dataSource, { date: '2089-01-17', gross_price: 47481, available_spots: 4 });
    await createCourse(app.dataSource, {
      date: '2089-07-03',
      start_time: '09:00',
      end_time: '17:15',
      gross_price: 38000,
      available_spots: 9,
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the real next date and price on / and /online-seminare, not the 499 € fallback', async () => {
    const home = await servedHtml(app, '/');
    expect(servedText(home, 'next-course-label')).toBe(`Nächster Termin: ${shortGermanDate(next.date)}`);
    expect(servedText(home, 'basis-price')).toBe(euro(47481));
    expect(home).not.toContain(euro(49900));

    const seminars = await servedHtml(app, '/online-seminare');
    expect(servedText(seminars, 'next-course-label')).toBe(`Nächster Termin: ${shortGermanDate(next.date)}`);
    expect(servedText(seminars, 'basis-price')).toBe(euro(47481));
    expect(servedText(seminars, 'next-course-date')).toBe('Montag, 17. Januar 2089');
    expect(servedText(seminars, 'next-course-details')).toBe('08:30-16:00 Uhr · Noch 4 Plätze frei');
    expect(seminars).not.toContain(euro(49900));
  });

  it('carries an Event per upcoming date and the Course offer in parseable JSON-LD', async () => {
    for (const path of ['/', '/online-seminare']) {
      const data = structuredData(await servedHtml(app, path));
      const events = data.filter((item) => item['@type'] === 'Event');
      expect(
        events.map((event) => event.startDate),
        path,
      ).toEqual(['2089-01-10T08:30:00+01:00', '2089-01-17T08:30:00+01:00', '2089-07-03T09:00:00+02:00']);
      expect(
        events.map((event) => event.endDate),
        path,
      ).toEqual(['2089-01-10T16:00:00+01:00', '2089-01-17T16:00:00+01:00', '2089-07-03T17:15:00+02:00']);
      const origin = new URL(data.find((item) => item['@type'] !== 'Event')?.url ?? events[0].organizer.url).origin;
      for (const event of events) {
        expect(event).toMatchObject({
          '@context': 'https://schema.org',
          name: 'Medizinprodukteberater Basiszertifizierung',
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: { '@type': 'VirtualLocation', url: `${origin}/online-seminare` },
          organizer: { '@type': 'Organization', url: `${origin}/` },
          offers: { '@type': 'Offer', priceCurrency: 'EUR', url: `${origin}/online-seminare` },
        });
      }
      expect(
        events.map((event) => [event.offers.price, event.offers.availability, event.remainingAttendeeCapacity]),
        path,
      ).toEqual([
        ['474.81', 'https://schema.org/SoldOut', 0],
        ['474.81', 'https://schema.org/InStock', 4],
        ['380.00', 'https://schema.org/InStock', 9],
      ]);
    }
    const course = structuredData(await servedHtml(app, '/online-seminare')).find((item) => item['@type'] === 'Course');
    expect(course?.offers).toMatchObject({
      '@type': 'Offer',
      category: 'Paid',
      price: '474.81',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
  });

  it('follows a course change in the database within a second of its signal, pages and /api/courses alike', async () => {
    await app.dataSource.getRepository(Course).update({ id: next.id }, { gross_price: 39900, available_spots: 1 });
    const publisher = new Redis(app.env.REDIS_URL);
    await publisher.publish(`${app.env.REDIS_PREFIX}:${COURSES_CHANGED_CHANNEL}`, String(Date.now()));
    publisher.disconnect();

    const within = { timeoutMs: 1000, everyMs: 25 };
    await eventually(async () => servedText(await servedHtml(app, '/'), 'basis-price') === euro(39900), {
      ...within,
      what: 'the new price on /',
    });
    await eventually(
      async () =>
        servedText(await servedHtml(app, '/online-seminare'), 'next-course-details') ===
        '08:30-16:00 Uhr · Noch 1 Platz frei',
      {
        ...within,
        what: 'the free seat on /online-seminare',
      },
    );
    const listed: Course[] = await (await fetch(`${app.url}/api/courses`)).json();
    expect(listed.find((course) => course.id === next.id)).toMatchObject({ gross_price: 39900, available_spots: 1 });
  });

  it('serves the pages and the list after warm-up without a database query, compressed to the same bytes', async () => {
    const paths = ['/', '/online-seminare', '/online-seminare/', '/index.html', '/api/courses'];
    for (const path of paths) await fetch(`${app.url}${path}`).then((response) => response.arrayBuffer());
    const reads = vi.spyOn(app.api.get(CourseRepository), 'listUpcoming');
    try {
      for (const path of paths) {
        const plain = Buffer.from(
          await (await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        );
        for (const encoding of ['br', 'gzip']) {
          // fetch() decompresses what it is sent.
          const response = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': encoding } });
          expect(response.headers.get('content-encoding'), path).toBe(encoding);
          expect(Buffer.from(await response.arrayBuffer()).equals(plain), `${path} ${encoding}`).toBe(true);
        }
        const etag = (await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'identity' } })).headers.get(
          'etag',
        )!;
        expect(await revalidationStatus(`${app.url}${path}`, etag), path).toBe(304);
      }
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('hydrates the served pages without a mismatch, then shows the same figures', async () => {
    for (const width of [375, 1280]) {
      const context = await newGermanContext(browser, width);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(`${app.url}/`);
      await page
        .getByRole('button', { name: `Nächster Termin: ${shortGermanDate(next.date)}` })
        .and(page.locator(':enabled'))
        .waitFor();
      expect(await page.locator('.offer-card__price').textContent()).toContain(euro(39900));
      // Hydration keeps the structured data the API added to the page, the Events included.
      const served = structuredData(await servedHtml(app, '/'));
      const kept = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as StructuredItem));
      expect(kept).toEqual(served);
      expect(kept.filter((item) => item['@type'] === 'Event')).toHaveLength(3);
      // The served price is set as large as the price line, not in the small print of the VAT note.
      const [servedSize, lineSize] = await page
        .locator('.offer-card__price')
        .evaluate((line) => [
          getComputedStyle(line.querySelector('[data-served]')!).fontSize,
          getComputedStyle(line).fontSize,
        ]);
      expect(servedSize).toBe(lineSize);

      await page.goto(`${app.url}/online-seminare`);
      await page.getByTestId('next-course').waitFor();
      expect(await page.getByTestId('next-course').textContent()).toContain('Noch 1 Platz frei');
      expect(await page.locator('.info-cards').textContent()).toContain(euro(39900));
      expect(problems, `width ${width}`).toEqual([]);
      await context.close();
    }
  });
});
