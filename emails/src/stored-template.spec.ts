import { describe, expect, it } from 'vitest';
import { PREVIEW_SITE, wrapInLayout } from './index';
import { htmlToText } from './plain-text';

const context = { site: PREVIEW_SITE };

describe(wrapInLayout.name, () => {
  it('adds the unsubscribe block only when a link is given', () => {
    const plain = wrapInLayout('<p>Neue Termine</p>', context);
    expect(plain.html).not.toContain('Hier abmelden');
    expect(plain.text).not.toContain('Hier abmelden');

    const marketing = wrapInLayout('<p>Neue Termine</p>', context, {
      unsubscribeUrl: 'https://www.example.de/newsletter-unsubscribe?token=abc',
    });
    expect(marketing.html).toContain('href="https://www.example.de/newsletter-unsubscribe?token=abc"');
    expect(marketing.html).toContain('Hier abmelden');
    expect(marketing.text.replace(/\s+/g, ' ')).toContain(
      'Hier abmelden https://www.example.de/newsletter-unsubscribe?token=abc',
    );
  });
});

describe(htmlToText.name, () => {
  it('turns admin HTML into readable text with link targets', () => {
    expect(htmlToText('<h2>Termine</h2><p>Jetzt <a href="https://www.example.de/online-seminare">buchen</a></p>')).toBe(
      'Termine\n\nJetzt buchen https://www.example.de/online-seminare',
    );
  });
});
