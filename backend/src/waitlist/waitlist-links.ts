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
