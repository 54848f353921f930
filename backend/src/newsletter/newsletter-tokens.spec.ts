import { newsletterConfirmUrl, newsletterUnsubscribeUrl } from '@mpb/domain';
import { describe, expect, it } from 'vitest';
import { NewsletterTokens } from './newsletter-tokens';

describe(NewsletterTokens.name, () => {
  const tokens = new NewsletterTokens('a-test-secret-that-is-long-enough-123');
  const id = '3f1b8a52-4f0e-4a57-9a43-0c1d2e3f4a5b';

  it('derives the same unsubscribe token for a subscriber every time, so any later mail can link it', () => {
    expect(tokens.unsubscribeToken(id)).toBe(tokens.unsubscribeToken(id));
    expect(tokens.unsubscribeToken(id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.unsubscribeToken(id)).not.toBe(
      new NewsletterTokens('another-secret-that-is-long-enough-12').unsubscribeToken(id),
    );
  });

  it('gives every sign-up request its own confirmation token, unlike the unsubscribe one', () => {
    const first = tokens.confirmToken(id, new Date('2026-11-20T10:00:00.000Z'));
    const second = tokens.confirmToken(id, new Date('2026-11-20T10:00:00.001Z'));
    expect(first).not.toBe(second);
    expect(first).not.toBe(tokens.unsubscribeToken(id));
  });

  it('builds links to the site pages', () => {
    const site = { url: 'https://www.example.de', phone: '0800', email: 'info@example.de' };
    expect(newsletterConfirmUrl(site.url, 'a b')).toBe('https://www.example.de/newsletter-bestaetigung?token=a%20b');
    expect(newsletterUnsubscribeUrl(site.url, 'x')).toBe('https://www.example.de/newsletter-unsubscribe?token=x');
  });
});
