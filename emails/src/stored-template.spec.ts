import { describe, expect, it } from 'vitest';
import { htmlToText, PREVIEW_SITE, wrapInLayoutHtml } from './index';

const context = { site: PREVIEW_SITE };

describe(wrapInLayoutHtml.name, () => {
  it('adds the unsubscribe block only when a link is given', () => {
    const plain = wrapInLayoutHtml('<p>Neue Termine</p>', context);
    expect(plain).not.toContain('Hier abmelden');

    const marketing = wrapInLayoutHtml('<p>Neue Termine</p>', context, {
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
