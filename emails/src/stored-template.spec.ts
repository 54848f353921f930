import { describe, expect, it } from 'vitest';
import { htmlToText, PREVIEW_SITE, renderStoredTemplate, SAMPLE_PLACEHOLDER_VALUES, wrapInLayoutHtml } from './index';

const context = { site: PREVIEW_SITE };

describe(renderStoredTemplate.name, () => {
  it('fills, escapes and wraps an admin template in the shared layout', async () => {
    const email = await renderStoredTemplate(
      {
        subject: 'Buchung {{ booking_id }} für {{customer_name}}',
        html: '<p>Hallo {{customer_name}},</p><p>Kurs: {{course_title}} am {{course_date}}, {{course_time}}. {{ gutschein }}</p>',
      },
      { ...SAMPLE_PLACEHOLDER_VALUES, customer_name: '<script>alert(1)</script>' },
      context,
    );
    expect(email.subject).toBe('Buchung BK-2026-004711 für <script>alert(1)</script>');
    expect(email.html).toContain('<p>Hallo &lt;script&gt;alert(1)&lt;/script&gt;,</p>');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Medizinprodukteberater Zertifizierung');
    expect(email.html).toContain('href="tel:08000000000"');
    expect(email.unknownPlaceholders).toEqual(['gutschein']);
    expect(email.html).not.toContain('gutschein');
    const text = email.text.replace(/[ \t\r\n]+/g, ' ');
    expect(text).toContain('Hallo <script>alert(1)</script>,');
    expect(text).toContain(
      'Kurs: Medizinprodukteberater Basiszertifizierung am Dienstag, 15. Dezember 2026, 08:30-16:00 Uhr.',
    );
  });
});

describe(wrapInLayoutHtml.name, () => {
  it('adds the unsubscribe block only when a link is given', async () => {
    const plain = await wrapInLayoutHtml('<p>Neue Termine</p>', context);
    expect(plain).not.toContain('Hier abmelden');

    const marketing = await wrapInLayoutHtml('<p>Neue Termine</p>', context, {
      unsubscribeUrl: 'https://www.example.de/newsletter-unsubscribe?token=abc',
    });
    expect(marketing).toContain('href="https://www.example.de/newsletter-unsubscribe?token=abc"');
    expect(marketing).toContain('Hier abmelden');
  });
});

describe(htmlToText.name, () => {
  it('turns admin HTML into readable text with link targets', () => {
    expect(htmlToText('<h2>Termine</h2><p>Jetzt <a href="https://www.example.de/online-seminare">buchen</a></p>')).toBe(
      'Termine\n\nJetzt buchen https://www.example.de/online-seminare',
    );
  });
});
