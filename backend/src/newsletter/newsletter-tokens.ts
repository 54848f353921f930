import { createHmac } from 'node:crypto';

/**
 * Newsletter links carry tokens derived from the subscriber (HMAC with a key from SESSION_SECRET),
 * so any later mail (welcome, each newsletter issue) can rebuild the personal unsubscribe link
 * while the database only holds hashes. The confirmation token also covers the time of the
 * sign-up request, so a new request replaces the previous link.
 */
export class NewsletterTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('newsletter-link-tokens').digest();
  }

  unsubscribeToken(subscriberId: string): string {
    return this.derive(`unsubscribe:${subscriberId}`);
  }

  confirmToken(subscriberId: string, requestedAt: Date): string {
    return this.derive(`confirm:${subscriberId}:${requestedAt.getTime()}`);
  }

  private derive(purpose: string): string {
    return createHmac('sha256', this.key).update(purpose).digest('base64url');
  }
}
