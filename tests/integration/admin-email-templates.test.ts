import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { call, signIn, uniqueAddress } from '../support/auth';
import { INVALID_DATA } from './helpers/booking-fixtures';
import { ADMIN, adminCalls, startAdminApp } from './helpers/admin-bookings-fixtures';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const BASE = '/api/admin/email-templates';

interface TemplateRow {
  id: string;
  name: string;
  type: string;
  html_content: string;
  is_default: boolean;
  variables: string[];
}

describe('admin e-mail templates API', () => {
  let app: TestApp;
  let cookie: string;
  const { get, post, put, remove, list } = adminCalls(
    () => app,
    () => cookie,
    'email-templates',
  );
  const auditOf = (entityId: string) =>
    app.dataSource.query(
      `SELECT actor_email, action, entity, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [entityId],
    );
  const create = async (body: object) => {
    const answer = await post(BASE, {
      name: 'Vorlage',
      subject: 'Ihre Buchung',
      html_content: '<p>Hallo</p>',
      ...body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as TemplateRow;
  };
  const defaultsOf = async (type: string) =>
    (
      await app.dataSource.query<{ id: string }[]>(`SELECT id FROM email_templates WHERE type = $1 AND is_default`, [
        type,
      ])
    ).map((row) => row.id);

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterEach(async () => {
    // Later test files share the database: leave no (default) template behind.
    await app.dataSource.query(`DELETE FROM email_templates`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a template with the defaults and its placeholders, lists, filters, sorts, reads, edits and deletes it with audit entries', async () => {
    const created = await create({
      name: 'Anmeldung  ',
      subject: 'Buchung {{booking_id}}',
      html_content: '<p>Hallo {{customer_name}}, {{ course_title }}</p>',
    });
    expect(created).toMatchObject({
      name: 'Anmeldung',
      type: 'confirmation',
      is_active: true,
      is_default: false,
      variables: ['booking_id', 'customer_name', 'course_title'],
    });
    const other = await create({ name: 'Storno-Info', type: 'cancellation', subject: 'Storniert' });

    const page = await list({ filter: { q: 'anmeld' }, sort: ['name', 'ASC'], range: [0, 9] });
    expect(page.headers.get('content-range')).toBe('email-templates 0-0/1');
    expect((page.body as TemplateRow[]).map((row) => row.id)).toEqual([created.id]);
    expect(((await list({ filter: { type: 'cancellation' } })).body as TemplateRow[]).map((row) => row.id)).toEqual([
      other.id,
    ]);
    const sorted = await list({ sort: ['name', 'DESC'], range: [0, 0] });
    expect(sorted.headers.get('content-range')).toBe('email-templates 0-0/2');
    expect((sorted.body as TemplateRow[])[0].id).toBe(other.id);
    expect(await list({ sort: ['html_content', 'ASC'] })).toMatchObject({
      status: 400,
      body: { fields: { sort: 'Nach diesem Feld kann nicht sortiert werden.' } },
    });
    expect(await list({ filter: { type: 'newsletter' } })).toMatchObject({ status: 400 });

    expect(await get(`${BASE}/${created.id}`)).toMatchObject({
      status: 200,
      body: { id: created.id, name: 'Anmeldung' },
    });
    expect(await get(`${BASE}/${SAMPLE_ID}`)).toMatchObject({
      status: 404,
      body: { error: 'E-Mail-Template nicht gefunden.' },
    });
    expect((await get(`${BASE}/kein-template`)).status).toBe(404);

    const edited = await put(`${BASE}/${created.id}`, { subject: 'Termin {{course_date}}', is_active: false });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        name: 'Anmeldung',
        subject: 'Termin {{course_date}}',
        is_active: false,
        variables: ['course_date', 'customer_name', 'course_title'],
      },
    });
    expect(await remove(`${BASE}/${created.id}`)).toMatchObject({
      status: 200,
      body: { id: created.id, deleted: true },
    });
    expect(await remove(`${BASE}/${created.id}`)).toMatchObject({
      status: 404,
      body: { error: 'E-Mail-Template nicht gefunden.' },
    });

    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        actor_email: ADMIN,
        action: 'email_template.create',
        entity: 'email_template',
        before: null,
      }),
      expect.objectContaining({
        action: 'email_template.update',
        before: expect.objectContaining({ is_active: true }),
        after: expect.objectContaining({ is_active: false }),
      }),
      expect.objectContaining({
        action: 'email_template.delete',
        before: expect.objectContaining({ name: 'Anmeldung' }),
        after: null,
      }),
    ]);
  });

  it('refuses missing or bad fields with German field messages', async () => {
    expect(await post(BASE, {})).toMatchObject({
      status: 400,
      body: {
        error: INVALID_DATA,
        fields: {
          name: 'Bitte geben Sie einen Namen ein.',
          subject: 'Bitte geben Sie einen Betreff ein.',
          html_content: 'Bitte geben Sie den Inhalt der E-Mail ein.',
        },
      },
    });
    expect(
      await post(BASE, {
        name: ' ',
        subject: 'Betreff',
        html_content: '<p>x</p>',
        type: 'newsletter',
        is_default: 'ja',
      }),
    ).toMatchObject({
      status: 400,
      body: {
        fields: {
          name: 'Bitte geben Sie einen Namen ein.',
          type: 'Bitte wählen Sie Bestätigung, Stornierung oder Manuell.',
          is_default: 'Bitte wählen Sie ja oder nein.',
        },
      },
    });
    const template = await create({});
    expect(await put(`${BASE}/${template.id}`, { subject: '' })).toMatchObject({
      status: 400,
      body: { fields: { subject: 'Bitte geben Sie einen Betreff ein.' } },
    });
    expect(await app.dataSource.query(`SELECT count(*)::int AS count FROM email_templates`)).toEqual([{ count: 1 }]);
  });

  it('keeps one default per type: marking one clears the other, also when two admins mark at once', async () => {
    const first = await create({ type: 'manual-confirmation', is_default: true });
    const second = await create({ type: 'manual-confirmation' });
    const elsewhere = await create({ type: 'cancellation', is_default: true });
    expect(await put(`${BASE}/${second.id}`, { ...second, is_default: true })).toMatchObject({
      status: 200,
      body: { is_default: true },
    });
    expect(await get(`${BASE}/${first.id}`)).toMatchObject({ body: { is_default: false } });
    expect(await defaultsOf('manual-confirmation')).toEqual([second.id]);
    expect(await defaultsOf('cancellation')).toEqual([elsewhere.id]);

    const moved = await put(`${BASE}/${first.id}`, { type: 'cancellation', is_default: true });
    expect(moved).toMatchObject({ status: 200, body: { type: 'cancellation', is_default: true } });
    expect(await defaultsOf('cancellation')).toEqual([first.id]);

    const contenders = await Promise.all([1, 2, 3, 4].map((n) => create({ name: `Bewerber ${n}` })));
    const answers = await Promise.all([
      ...contenders.map((template) => put(`${BASE}/${template.id}`, { is_default: true })),
      post(BASE, { name: 'Neu', subject: 'Neu', html_content: '<p>Neu</p>', is_default: true }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 201]);
    expect(await defaultsOf('confirmation')).toHaveLength(1);
  });

  it('sanitises stored HTML: no script, style, frames, event handlers or javascript: links; formatting and placeholders stay', async () => {
    const kept =
      '<h2 style="text-align:center">Hallo {{customer_name}}</h2><p style="text-align:right"><strong>fett</strong> <em>kursiv</em> <u>unter</u> <s>durch</s> ' +
      '<span style="color:#e03e2d">rot</span><br /><code>x</code></p><ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote>' +
      '<pre>vor</pre><p><a href="https://example.de/a?b=1">Link</a> {{cancel_url}}</p>';
    const hostile =
      '<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(2)">' +
      '<p onclick="alert(3)">Text</p><a href="javascript:alert(4)">klick</a><a href="JaVaScRiPt:alert(5)">zwei</a>';
    const template = await create({ html_content: kept + hostile });
    const stored = template.html_content;
    for (const banned of ['<script', 'alert', '<style', '<iframe', 'onerror', 'onclick', 'javascript:', '<img'])
      expect(stored.toLowerCase()).not.toContain(banned.toLowerCase());
    expect(stored).toBe(`${kept}<p>Text</p><a>klick</a><a>zwei</a>`);
    expect(template.variables).toEqual(['customer_name', 'cancel_url']);

    const edited = await put(`${BASE}/${template.id}`, { html_content: '<p>ok</p><img src=x onerror=alert(1)>' });
    expect(edited).toMatchObject({ status: 200, body: { html_content: '<p>ok</p>' } });
    expect(await app.dataSource.query(`SELECT html_content FROM email_templates WHERE id = $1`, [template.id])).toEqual(
      [{ html_content: '<p>ok</p>' }],
    );
  });

  it('previews the sanitised body with sample data inside the mail layout and lists unknown placeholders', async () => {
    const preview = await post(`${BASE}/preview`, {
      subject: 'Buchung {{booking_id}}',
      html_content: '<p>Hallo {{customer_name}}, {{ gutschein }}</p><script>alert(1)</script>',
    });
    expect(preview).toMatchObject({
      status: 200,
      body: { subject: 'Buchung BK-2026-004711', unknownPlaceholders: ['gutschein'] },
    });
    const html = (preview.body as { html: string }).html;
    expect(html).toContain('Hallo Maria Schneider, </p>');
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).not.toContain('alert(1)');
    expect(await post(`${BASE}/preview`, { subject: 'x' })).toMatchObject({
      status: 400,
      body: { fields: { html_content: 'Bitte geben Sie den Inhalt der E-Mail ein.' } },
    });
  });

  it('sends a test of a template that arrives with the placeholders filled, and says when it fails', async () => {
    const template = await create({
      subject: 'Bestätigt: {{course_title}}',
      html_content: '<p>{{customer_name}} am {{course_date}} für {{amount}}</p>',
      is_active: false,
    });
    const to = uniqueAddress('vorlage-test');
    const sent = await post(`${BASE}/${template.id}/test`, { email: ` ${to.toUpperCase()} ` });
    expect(sent).toMatchObject({
      status: 200,
      body: {
        message: 'Test-E-Mail versendet',
        subject: '[Test] Bestätigt: Medizinprodukteberater Basiszertifizierung',
        unknownPlaceholders: [],
      },
    });
    const [mail] = await app.smtp.waitFor(1, (caught) => caught.to.includes(to));
    expect(mail.subject).toBe('[Test] Bestätigt: Medizinprodukteberater Basiszertifizierung');
    expect(mail.html).toContain('Maria Schneider am Dienstag, 15. Dezember 2026 für 474,81\u00a0€');

    expect(await post(`${BASE}/${template.id}/test`, { email: 'keine-adresse' })).toMatchObject({
      status: 400,
      body: { fields: { email: 'Ungültige E-Mail-Adresse' } },
    });
    expect(await post(`${BASE}/${SAMPLE_ID}/test`, { email: to })).toMatchObject({
      status: 404,
      body: { error: 'E-Mail-Template nicht gefunden.' },
    });
    app.smtp.rejectWith = { code: 550, message: 'Postfach unbekannt' };
    try {
      expect(await post(`${BASE}/${template.id}/test`, { email: to })).toMatchObject({
        status: 502,
        body: { error: 'Fehler beim Versenden der Test-E-Mail' },
      });
    } finally {
      app.smtp.rejectWith = undefined;
    }
  });

  it('admits admins only', async () => {
    expect(await call(app, 'GET', BASE)).toMatchObject({ status: 401, body: { error: 'Bitte melden Sie sich an.' } });
    const visitor = await signIn(app, uniqueAddress('besucher'));
    const body = { name: 'x', subject: 'x', html_content: '<p>x</p>' };
    expect(await call(app, 'POST', BASE, { cookie: visitor, body })).toMatchObject({ status: 403 });
    expect(await call(app, 'POST', `${BASE}/preview`, { cookie: visitor, body })).toMatchObject({ status: 403 });
    expect(await app.dataSource.query(`SELECT 1 FROM email_templates`)).toEqual([]);
  });
});
