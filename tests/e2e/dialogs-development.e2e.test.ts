import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { launchChromium } from './support/browser';
import { seedDemoCourses } from './support/demo-courses';
import { fillValidBookingForm, openVisitor, uniqueEmail, waitForHydration } from './support/journey';

const frontendRoot = fileURLToPath(new URL('../../frontend', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** `npm run dev`'s site: Vite's dev server with React's development build, so StrictMode mounts twice. */
async function startDevServer(apiPort: number, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['node_modules/.bin/react-router', 'dev', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: frontendRoot, env: { ...process.env, NODE_ENV: 'development', PORT: String(apiPort) }, stdio: 'pipe' },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await eventually(
    async () => {
      if (server.exitCode !== null) throw new Error(`the dev server stopped:\n${output}`);
      const response = await fetch(`http://127.0.0.1:${port}/online-seminare`).catch(() => undefined);
      return response?.ok;
    },
    { timeoutMs: 120_000, everyMs: 250, what: 'the dev server answering' },
  );
  return server;
}

describe('dialogs on the development server', () => {
  let app: TestApp;
  let devServer: ChildProcess | undefined;
  let browser: Browser;
  let siteUrl: string;

  beforeAll(async () => {
    app = await startTestApp();
    await seedDemoCourses(app.dataSource, 'info@example.de');
    const port = await freePort();
    siteUrl = `http://127.0.0.1:${port}`;
    // The browser talks to Vite, which proxies /api: the API's own links and the CSRF check use Vite's origin.
    app.config.publicUrl = siteUrl;
    app.config.site.url = siteUrl;
    devServer = await startDevServer(Number(new URL(app.url).port), port);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    if (devServer && devServer.exitCode === null) {
      devServer.kill();
      await once(devServer, 'exit');
    }
    await app?.close();
  });

  it('keeps every public dialog open until it is closed, and books through the booking dialog', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await page.goto(`${siteUrl}/online-seminare`);
    await waitForHydration(page, 60_000);

    const dialogs = [
      { opener: page.getByRole('button', { name: 'Alle Termine im Kalender' }), name: 'Kurstermin wählen' },
      { opener: page.getByRole('button', { name: 'Anmelden' }), name: 'Anmeldung erforderlich' },
      { opener: page.getByRole('button', { name: 'Cookie-Einstellungen' }), name: 'Cookie-Einstellungen' },
    ];
    for (const { opener, name } of dialogs) {
      await opener.click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      // A close queued by the first of StrictMode's two mounts would have arrived by the time the
      // dialog answers a key press of its own.
      await page.keyboard.press('Tab');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Dialog schließen' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    await page
      .getByRole('article', { name: 'Nächster verfügbarer Termin' })
      .getByRole('button', { name: 'Jetzt buchen' })
      .click();
    const booking = page.getByRole('dialog', { name: 'Kurs buchen' });
    await booking.waitFor();
    await fillValidBookingForm(booking, uniqueEmail('dev-dialog'));
    const checkout = context.waitForEvent('page');
    await booking.getByRole('button', { name: 'Jetzt buchen' }).click();
    const checkoutPage = await checkout;
    await checkoutPage.waitForLoadState();
    expect(new URL(checkoutPage.url()).pathname).toMatch(/^\/api\/test-checkout\//);
    await checkoutPage.getByRole('button', { name: /bezahlen/ }).click();
    await checkoutPage.getByRole('heading', { name: 'Buchung erfolgreich!' }).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
