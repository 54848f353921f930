import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { prerenderedPaths } from '../../frontend/src/site/lib/public-routes';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { newGermanContext } from './support/browser';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { waitForHydration } from './support/journey';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as they travel, without the transparent decompression fetch() does. */
function rawGet(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decompress = { br: brotliDecompressSync, gzip: gunzipSync } as const;
/** What Chromium sends on every request. */
const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface LoadedScript {
  url: string;
  gzipBytes: number;
  adminCode: boolean;
}

describe('how the site is delivered', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('lists every indexable public page in /sitemap.xml and names it in robots.txt', async () => {
    const indexable: string[] = [];
    for (const path of prerenderedPaths) {
      const html = await (await fetch(`${app.url}${path}`)).text();
      if (html.includes('<meta name="robots" content="index, follow"')) indexable.push(path);
    }
    expect(indexable).toEqual(expect.arrayContaining(['/', '/online-seminare', '/blog', '/blog/news', '/agb']));

    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const page = await browser.newPage();
    const parsed = await page.evaluate(
      (xml) => {
        const document = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: document.querySelector('parsererror')?.textContent ?? null,
          urls: [...document.getElementsByTagName('url')].map((url) => ({
            loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
            lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
          })),
        };
      },
      await response.text(),
    );
    await page.close();

    expect(parsed.error).toBeNull();
    const origin = new URL(parsed.urls[0].loc).origin;
    expect(parsed.urls.map((url) => url.loc.slice(origin.length)).sort()).toEqual(indexable.sort());
    for (const url of parsed.urls) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const article = await (await fetch(`${app.url}/blog/news`)).text();
    const modified = article.match(/"dateModified":"(\d{4}-\d{2}-\d{2})/)![1];
    expect(parsed.urls.find((url) => url.loc.endsWith('/blog/news'))?.lastmod).toBe(modified);

    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('names its icons in every page and serves /favicon.ico, which browsers ask for unprompted', async () => {
    const html = await (await fetch(`${app.url}/impressum`)).text();
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="any"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    for (const [path, type] of [
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/apple-touch-icon.png', /^image\/png/],
    ] as const) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
    }
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const icon = Buffer.from(await (await fetch(`${app.url}/favicon.ico`)).arrayBuffer());
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
    expect(icon.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('shows the English placeholder on /imprint and /privacy, hydrating without an error', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/imprint', '/privacy']) {
      const response = await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      await page.getByRole('heading', { name: 'English Version Coming Soon' }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates a page part by part, keeping every served landmark and section, and is interactive once marked hydrated', async () => {
    const context = await newGermanContext(browser, 375);
    // Landmarks and sections hydration took out of the page; hydrating a part must keep its served DOM.
    await context.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedLandmarks: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.matches('header, main, footer, section'))
              removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/', '/online-seminare', '/seminarinhalte', '/ueber-uns', '/agb', '/blog/news']) {
      await page.goto(`${app.url}${path}`);
      await waitForHydration(page);
      // The course list arrives after hydration and fills in the served figures.
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { removedLandmarks: string[] }).removedLandmarks),
        path,
      ).toEqual([]);
    }
    await context.close();

    // The footer is hydrated in a later turn than the page. A click on its link the moment the page
    // is marked hydrated navigates within the page's script, loading no new document.
    const clicking = await newGermanContext(browser, 375);
    await clicking.addInitScript(() => {
      sessionStorage.setItem('documents', String(Number(sessionStorage.getItem('documents') ?? 0) + 1));
      if (location.pathname !== '/') return;
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.hydrated) return;
        observer.disconnect();
        document.querySelector<HTMLAnchorElement>('footer a[href="/ueber-uns"]')?.click();
      }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
    });
    const visitor = await clicking.newPage();
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(`${app.url}/`);
    await visitor.waitForURL(`${app.url}/ueber-uns`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    expect(await visitor.evaluate(() => sessionStorage.getItem('documents'))).toBe('1');
    await clicking.close();
    expect(errors).toEqual([]);
  });

  it('builds no number or date format while a page loads, the pages with course dates and prices included', async () => {
    const context = await newGermanContext(browser, 375);
    // Counts what builds a locale's format; the first one a page builds loads the browser's whole ICU library.
    await context.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { formatsBuilt: built });
      const count = (owner: object, key: string) =>
        Object.defineProperty(owner, key, {
          value: new Proxy(Reflect.get(owner, key) as (...args: unknown[]) => unknown, {
            construct: (target, args, newTarget) => (built.push(key), Reflect.construct(target, args, newTarget)),
            apply: (target, self, args) => (built.push(key), Reflect.apply(target, self, args)),
          }),
        });
      for (const key of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat'])
        count(Intl, key);
      for (const key of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) count(Date.prototype, key);
      count(Number.prototype, 'toLocaleString');
      count(String.prototype, 'localeCompare');
    });
    const page = await context.newPage();
    const formatsBuilt = async (path: string) => {
      await page.goto(`${app.url}${path}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      return page.evaluate(() => (window as unknown as { formatsBuilt: string[] }).formatsBuilt);
    };
    for (const path of ['/blog/news', '/ueber-uns', '/rechtslage-strafen', '/agb', '/impressum', '/anmeldung', '/blog'])
      expect(await formatsBuilt(path), path).toEqual([]);
    // The blog's article dates were formatted while the site was prerendered.
    expect(await page.locator('.article-facts time').first().textContent()).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    for (const path of ['/', '/seminarinhalte', '/online-seminare']) expect(await formatsBuilt(path), path).toEqual([]);
    // The course dates and their prices were written in the browser, once the courses had loaded.
    await expect.poll(() => page.locator('.date-list__date').count()).toBeGreaterThan(0);
    expect(await page.locator('.date-list__date').first().textContent()).toMatch(/^\p{L}+, \d{1,2}\. \p{L}+ \d{4}$/u);
    expect(await page.locator('.date-list').first().textContent()).toMatch(/\d\u00a0€/);
    // The count works: a format built now is counted.
    await page.evaluate(() => new Intl.NumberFormat('de-DE').format(1));
    expect(await page.evaluate(() => (window as unknown as { formatsBuilt: string[] }).formatsBuilt)).toEqual([
      'NumberFormat',
    ]);
    await context.close();
  });

  it('sends pages, assets and API answers compressed, decompressing to the same bytes', async () => {
    const home = (await rawGet(`${app.url}/`, 'identity')).body.toString('utf8');
    const script =
      home.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1] ?? home.match(/href="(\/assets\/[^"]+\.js)"/)![1];
    for (const path of ['/', '/online-seminare', '/blog/news', script, '/sitemap.xml', '/api/courses']) {
      const plain = await rawGet(`${app.url}${path}`, 'identity');
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      for (const encoding of ['br', 'gzip'] as const) {
        const compressed = await rawGet(`${app.url}${path}`, encoding);
        expect(compressed.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(compressed.headers.vary, path).toMatch(/accept-encoding/i);
        expect(compressed.body.length, path).toBeLessThan(plain.body.length);
        expect(decompress[encoding](compressed.body).equals(plain.body), `${path} ${encoding}`).toBe(true);
      }
    }
    // Browsers weigh br and gzip alike and name gzip first: each answer is still the smaller brotli.
    for (const path of ['/', '/blog/news', script, '/sitemap.xml', '/api/courses'])
      expect((await rawGet(`${app.url}${path}`, CHROME_ACCEPT_ENCODING)).headers['content-encoding'], path).toBe('br');
    const asset = await rawGet(`${app.url}${script}`, 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet(`${app.url}/online-seminare`, 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('loads no react-admin code on the public pages, at most 100 KiB gzip of JS on each, in at most 16 files on the home page', async () => {
    const scripts = new Map<string, LoadedScript[]>();
    for (const path of ['/', '/online-seminare', '/blog/news']) {
      const page = await browser.newPage();
      const loaded: Promise<LoadedScript>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        loaded.push(
          response.body().then((body) => ({
            url: response.url(),
            gzipBytes: gzipSync(body, { level: 9 }).length,
            adminCode: body.includes('react-admin'),
          })),
        );
      });
      await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
      scripts.set(path, await Promise.all(loaded));
      await page.close();
    }
    for (const [path, loaded] of scripts) {
      expect(loaded.length, path).toBeGreaterThan(0);
      expect(
        loaded.filter((script) => script.adminCode).map((script) => script.url),
        path,
      ).toEqual([]);
      expect(
        loaded.reduce((sum, script) => sum + script.gzipBytes, 0),
        path,
      ).toBeLessThanOrEqual(100 * 1024);
    }
    const home = scripts.get('/')!;
    // Each request queues on HTTP/1.1's six connections under a slow network: small chunks are merged.
    expect(home.length).toBeLessThanOrEqual(16);
  });

  it('keeps the live course stream uncompressed, so each change arrives at once', async () => {
    const stream = await new Promise<{ encoding: string | undefined; firstEvent: Promise<string> }>(
      (resolve, reject) => {
        request(`${app.url}/api/courses/stream`, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
          const firstEvent = new Promise<string>((resolveEvent) => {
            let text = '';
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString('utf8');
              if (text.includes('courses-changed')) {
                resolveEvent(text);
                response.destroy();
              }
            });
          });
          resolve({ encoding: response.headers['content-encoding'], firstEvent });
        })
          .on('error', reject)
          .end();
      },
    );
    expect(stream.encoding).toBeUndefined();
    // The stream subscribes to the change channel as it opens: announce until a change comes through.
    let received: string | undefined;
    void stream.firstEvent.then((text) => (received = text));
    await eventually(
      async () => {
        if (received) return received;
        await app.dataSource.transaction((manager) =>
          app.api.get(OutboxService).record(manager, EVENTS.courseChanged, { courseId: null }),
        );
        return undefined;
      },
      { everyMs: 300, what: 'a courses-changed event on the stream' },
    );
    expect(received).toContain('event: courses-changed');
  });
});
