import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { signInAdminInBrowser, startAuthSite } from './support/auth-site';
import { violationsOn } from './support/axe';
import { stopDemoSite } from './support/demo-site';
import { openVisitor, screenshotBothWidths, uniqueEmail } from './support/journey';

const ADMIN = 'vorlagen-admin@example.de';
const QUICK_ADMIN = 'schnellschreiber@example.de';

interface StoredTemplate {
  id: string;
  name: string;
  subject: string;
  html_content: string;
  is_default: boolean;
}

describe('e-mail templates in the admin', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startAuthSite(`${ADMIN},${QUICK_ADMIN}`));
  });
  afterAll(() => stopDemoSite(app, browser));

  const stored = async (name: string): Promise<StoredTemplate | undefined> =>
    (
      await app.dataSource.query<StoredTemplate[]>(
        `SELECT id, name, subject, html_content, is_default FROM email_templates WHERE name = $1`,
        [name],
      )
    )[0];

  const rowOf = (page: Page, name: string) =>
    page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

  it('writes a template in the rich-text editor, makes it the default, previews it, sends a test and deletes it', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, ADMIN);
    await page.goto(`${app.url}/admin/email-templates`);
    await page.getByText('Keine Templates vorhanden').waitFor();

    await app.dataSource.query(
      `INSERT INTO email_templates (name, type, subject, html_content, is_active, is_default) VALUES ('Bisherige Bestätigung', 'confirmation', 'Danke', '<p>Alt</p>', true, true)`,
    );
    await page.reload();
    const previous = rowOf(page, 'Bisherige Bestätigung');
    await previous.getByText('Standard', { exact: true }).waitFor();
    await previous.getByText('Bestätigung', { exact: true }).waitFor();
    expect(await violationsOn(page, 'template list')).toEqual([]);

    await page.getByRole('button', { name: 'Neues Template' }).click();
    const editor = page.getByRole('dialog', { name: 'Neues Template' });
    await editor.getByRole('combobox', { name: 'Typ' }).click();
    const types = page.getByRole('listbox');
    await types.waitFor();
    expect(await types.getByRole('option').allTextContents()).toEqual(['Bestätigung', 'Stornierung', 'Manuell']);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      expect(await violationsOn(page, `template type choices at ${width}px`)).toEqual([]);
    }
    await screenshotBothWidths(page, 'admin-email-template-types');
    await types.getByRole('option', { name: 'Bestätigung' }).click();
    await types.waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Speichern' }).click();
    await editor.getByText('Bitte geben Sie einen Namen ein.').waitFor();
    await editor.getByText('Bitte geben Sie den Inhalt der E-Mail ein.').waitFor();
    await page.getByText(/^Fehler beim Speichern/).waitFor();
    await editor.getByRole('textbox', { name: 'Name' }).fill('Buchungsbestätigung Herbst');
    await editor.getByRole('textbox', { name: 'Betreff' }).fill('Ihre Buchung {{booking_id}}');
    const body = editor.getByRole('textbox', { name: 'Inhalt der E-Mail' });
    await body.click();
    await page.keyboard.type('Guten Tag ');
    await editor.getByRole('button', { name: /^\{\{customer_name\}\} einfügen/ }).click();
    await page.keyboard.type(', ');
    await editor.getByRole('button', { name: 'Fett' }).click();
    await page.keyboard.type('Ihr Platz ist reserviert');
    await editor.getByRole('button', { name: 'Fett' }).click();
    await page.keyboard.type('.');
    await editor.getByRole('switch', { name: 'Als Standard markieren' }).check();
    expect(await violationsOn(page, 'template editor')).toEqual([]);
    await screenshotBothWidths(page, 'admin-email-template-editor');
    await editor.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Template erstellt').waitFor();
    await editor.waitFor({ state: 'detached' });

    const created = (await stored('Buchungsbestätigung Herbst'))!;
    expect(created.html_content).toBe('<p>Guten Tag {{customer_name}}, <strong>Ihr Platz ist reserviert</strong>.</p>');
    expect(created.is_default).toBe(true);
    expect((await stored('Bisherige Bestätigung'))!.is_default).toBe(false);
    const row = rowOf(page, 'Buchungsbestätigung Herbst');
    await row.getByText('Standard', { exact: true }).waitFor();
    await previous.getByText('Standard', { exact: true }).waitFor({ state: 'detached' });
    await screenshotBothWidths(page, 'admin-email-templates');

    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Template bearbeiten' });
    await edit.getByRole('button', { name: 'Vorschau' }).click();
    const preview = page.getByRole('dialog', { name: 'Vorschau mit Beispieldaten' });
    await preview.getByText('Ihre Buchung BK-2026-004711').waitFor();
    const mail = preview.frameLocator('iframe[title="Vorschau der E-Mail"]');
    await mail.getByText('Guten Tag Maria Schneider,').waitFor();
    expect(await mail.locator('strong').textContent()).toBe('Ihr Platz ist reserviert');
    await screenshotBothWidths(page, 'admin-email-template-preview');
    await preview.getByRole('button', { name: 'Schließen' }).click();
    await preview.waitFor({ state: 'detached' });

    await edit.getByRole('button', { name: 'HTML-Code bearbeiten' }).click();
    const code = edit.getByRole('textbox', { name: 'HTML-Code der E-Mail' });
    expect(await code.inputValue()).toContain('<strong>Ihr Platz ist reserviert</strong>');
    await code.press('ControlOrMeta+End');
    await page.keyboard.type('<p>Bis bald am ');
    await edit.getByRole('button', { name: /^\{\{course_date\}\} einfügen/ }).click();
    await page.keyboard.type('</p>');
    await edit.getByRole('button', { name: 'HTML-Code bearbeiten' }).click();
    await edit.getByRole('textbox', { name: 'Inhalt der E-Mail' }).getByText('Bis bald am {{course_date}}').waitFor();
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Template aktualisiert').waitFor();
    expect((await stored('Buchungsbestätigung Herbst'))!.html_content).toBe(
      '<p>Guten Tag {{customer_name}}, <strong>Ihr Platz ist reserviert</strong>.</p><p>Bis bald am {{course_date}}</p>',
    );

    const recipient = uniqueEmail('vorlagentest');
    await row.getByRole('button', { name: 'Test senden' }).click();
    const test = page.getByRole('dialog', { name: 'Test-E-Mail: Buchungsbestätigung Herbst' });
    expect(await test.getByRole('button', { name: 'Senden' }).isDisabled()).toBe(true);
    await test.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(recipient);
    await test.getByRole('button', { name: 'Senden' }).click();
    await page.getByText('Test-E-Mail versendet').waitFor();
    const [sent] = await app.smtp.waitFor(1, (caught) => caught.to.includes(recipient));
    expect(sent.subject).toBe('[Test] Ihre Buchung BK-2026-004711');
    expect(sent.html).toContain('Guten Tag Maria Schneider, <strong>Ihr Platz ist reserviert</strong>.');
    expect(sent.html).toContain('Bis bald am Dienstag, 15. Dezember 2026');
    expect(sent.html).not.toContain('{{');

    await row.getByRole('button', { name: 'Löschen' }).click();
    await page
      .getByRole('dialog', { name: 'Template „Buchungsbestätigung Herbst“ löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await page.getByText('Template gelöscht').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await stored('Buchungsbestätigung Herbst')).toBeUndefined();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every character typed right before saving, also when the next frame comes late', async () => {
    const { context, page, errors } = await openVisitor(browser);
    await signInAdminInBrowser(page, app, QUICK_ADMIN);
    await page.goto(`${app.url}/admin/email-templates`);
    await page.getByRole('button', { name: 'Neues Template' }).click();
    // As on a busy machine: what waits for the next animation frame runs only after the next keystrokes.
    await page.evaluate(() => {
      const nextFrame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => window.setTimeout(() => nextFrame(callback), 500);
    });
    const editor = page.getByRole('dialog', { name: 'Neues Template' });
    await editor.getByRole('textbox', { name: 'Name' }).fill('Erinnerung kurz vor Kursbeginn');
    await editor.getByRole('textbox', { name: 'Betreff' }).fill('Bis bald');
    await editor.getByRole('textbox', { name: 'Inhalt der E-Mail' }).click();
    await page.keyboard.type('Bis bald am ');
    await editor.getByRole('button', { name: 'Fett' }).click();
    await page.keyboard.type('Kurstag');
    await editor.getByRole('button', { name: 'Fett' }).click();
    await page.keyboard.type('.');
    await editor.getByRole('button', { name: 'Speichern' }).click();
    await editor.waitFor({ state: 'detached' });

    const filter = encodeURIComponent(JSON.stringify({ q: 'Erinnerung kurz vor Kursbeginn' }));
    const listed = await page.request.get(`${app.url}/api/admin/email-templates?filter=${filter}`);
    expect(listed.status()).toBe(200);
    const [template] = (await listed.json()) as StoredTemplate[];
    expect(template.html_content).toBe('<p>Bis bald am <strong>Kurstag</strong>.</p>');
    expect(errors).toEqual([]);
    await context.close();
  });
});
