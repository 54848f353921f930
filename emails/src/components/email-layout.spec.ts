import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_TYPES, previewEmailMessage, PREVIEW_SITE, renderEmail, wrapInLayout } from '../index';

// Regression guard (documenso #2999): a <Preview> between </head> and <body>
// is invalid markup that some providers drop together with the whole body.
// React 19 happens to hoist stray nodes into <body>, so the rendered check alone
// would not notice a misplaced <Preview>; the source check does.

const templatesDir = join(__dirname, '..', 'templates');
const templateFiles = readdirSync(templatesDir).filter((file) => file.endsWith('.tsx'));
const layoutSource = readFileSync(join(__dirname, 'email-layout.tsx'), 'utf8');

describe('<Preview> placement', () => {
  it('keeps <Preview> inside <Body> in the layout source', () => {
    const body = layoutSource.indexOf('<Body');
    const preview = layoutSource.indexOf('<Preview');
    expect(body).toBeGreaterThan(-1);
    expect(preview).toBeGreaterThan(body);
    expect(preview).toBeLessThan(layoutSource.indexOf('</Body>'));
  });

  it('finds the templates to check', () => {
    expect(templateFiles.length).toBe(EMAIL_TYPES.length);
  });

  it.each(templateFiles)('%s renders through the shared layout, not its own <Html>/<Preview>', (file) => {
    const source = readFileSync(join(templatesDir, file), 'utf8');
    expect(source).toContain('<EmailLayout');
    expect(source).not.toMatch(/<(Html|Head|Body|Preview)[\s>]/);
  });

  it.each(EMAIL_TYPES)('%s has its preview text inside <body> in the rendered HTML', (type) => {
    const { html } = renderEmail(previewEmailMessage(type), { site: PREVIEW_SITE });
    expectPreviewInsideBody(html);
  });

  it('keeps the preview inside <body> for stored templates too', () => {
    const { html } = wrapInLayout('<p>Hallo</p>', { site: PREVIEW_SITE }, { preview: 'Ihre Buchung' });
    expectPreviewInsideBody(html);
  });
});

function expectPreviewInsideBody(html: string) {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.search(/<body[\s>]/);
  const preview = html.indexOf('data-skip-in-text="true"');
  expect(headEnd).toBeGreaterThan(-1);
  expect(bodyStart).toBeGreaterThan(headEnd);
  expect(html.slice(headEnd + '</head>'.length, bodyStart).trim()).toBe('');
  expect(preview).toBeGreaterThan(bodyStart);
  expect(preview).toBeLessThan(html.indexOf('</body>'));
}
