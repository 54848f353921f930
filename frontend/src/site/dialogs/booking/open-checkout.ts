import { type CheckoutResponse } from '../../lib/booking-api';
import { CHECKOUT_MESSAGES, isAllowedCheckoutUrl } from '../../lib/checkout-messages';

export class CheckoutUrlError extends Error {}

/** The checkout address from the server, refused unless it is one we expect (000 §5). */
export function checkoutUrlOf(response: CheckoutResponse): string {
  const url = typeof response.url === 'string' ? response.url.trim() : '';
  if (!url) throw new CheckoutUrlError(CHECKOUT_MESSAGES.missingUrl);
  if (!isAllowedCheckoutUrl(url)) throw new CheckoutUrlError(CHECKOUT_MESSAGES.invalidUrl);
  return new URL(url, window.location.origin).href;
}

/**
 * Opens the checkout in a new tab; when the browser blocks the tab, the current window goes
 * there instead. Returns whether a new tab opened.
 */
export function openCheckout(url: string): boolean {
  const checkoutWindow = window.open(url, '_blank');
  if (!checkoutWindow) {
    window.location.assign(url);
    return false;
  }
  // The checkout page must not be able to script this page (what 'noopener' would do, but
  // window.open then returns null and a blocked tab could not be told apart).
  try {
    checkoutWindow.opener = null;
  } catch {
    // Some browsers make opener read-only for cross-origin windows; nothing else to do.
  }
  return true;
}
