import { createHash, randomBytes } from 'node:crypto';

/** A personal link secret: 32 random bytes for the e-mail, only the sha256 is stored. */
export interface LinkToken {
  token: string;
  hash: string;
}

export function createLinkToken(): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The site page that calls GET /api/waitlist/unsubscribe and shows the answer. */
export function waitlistUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/waitlist-unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * The personal booking link of a waitlist offer: the webinar page reads `angebot`, shows the offer
 * (GET /api/waitlist/offer?token=) and books with `waitlistOfferToken` in POST /api/checkout.
 */
export function waitlistOfferUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/online-seminare?angebot=${encodeURIComponent(token)}`;
}
