import { SITE_PATHS } from '@mpb/domain';
import { ApiRequestError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './api';

/** The error catalogue for opening the payment (000 §8), chosen by cause. */
export const CHECKOUT_MESSAGES = {
  default: 'Es ist ein Fehler beim Öffnen der Zahlung aufgetreten.',
  invalidData: 'Ungültige Daten: Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
  soldOut:
    'Dieser Kurs ist leider ausgebucht. Versuchen Sie es mit der Warteliste oder wählen Sie einen anderen Termin.',
  missingUrl: 'Keine Checkout-URL vom Server erhalten',
  invalidUrl: 'Ungültige Checkout-URL erhalten',
  general: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
} as const;

export const DISCOUNT_MESSAGES = {
  invalid: 'Ungültiger Discount-Code',
  failed: 'Fehler bei der Validierung des Discount-Codes.',
  /** The worth: '20%' for a percent code (the spec's wording), '50 €' for a fixed amount. */
  applied: (worth: string) => `Discount-Code erfolgreich angewendet! ${worth} Rabatt`,
  checkFirst: 'Bitte prüfen Sie den Discount-Code mit „Prüfen“ oder entfernen Sie ihn.',
} as const;

const STRIPE_CHECKOUT_HOST = 'checkout.stripe.com';

/**
 * Only Stripe's hosted checkout or this site's own pages that a checkout answer can name: the
 * built-in test checkout (no Stripe keys) and the success page (a booking that costs nothing).
 */
export function isAllowedCheckoutUrl(url: string, origin: string = window.location.origin): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:' && parsed.hostname === STRIPE_CHECKOUT_HOST && !parsed.port) return true;
  if (parsed.origin !== origin || parsed.username || parsed.password) return false;
  return parsed.pathname.startsWith('/api/test-checkout/') || parsed.pathname === SITE_PATHS.bookingSuccess;
}

/** The banner text for a failed create-checkout-session call. */
export function checkoutErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return CHECKOUT_MESSAGES.general;
  if (error.kind === 'network') return NETWORK_ERROR_MESSAGE;
  if (error.kind === 'timeout') return TIMEOUT_ERROR_MESSAGE;
  if (error.kind === 'invalid-response') return CHECKOUT_MESSAGES.default;
  const message = error.serverMessage;
  if (message && /ausgebucht|\bspots\b|\bavailable\b/i.test(message)) return CHECKOUT_MESSAGES.soldOut;
  if (message) return message;
  if (error.status === 400 || error.status === 422) return CHECKOUT_MESSAGES.invalidData;
  return CHECKOUT_MESSAGES.default;
}

/**
 * The server's 409 when this address already has an open checkout for the date elsewhere: it has
 * mailed the link to continue, so the dialog shows where to look instead of an error.
 */
export function openCheckoutMailedMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const message = error.serverMessage;
  return message && /bereits eine Buchung für diesen Termin offen/i.test(message) ? message : null;
}

/** The discount box line for a failed validate-discount-code call. */
export function discountErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return DISCOUNT_MESSAGES.failed;
  if (error.kind === 'network') return NETWORK_ERROR_MESSAGE;
  if (error.kind === 'timeout') return TIMEOUT_ERROR_MESSAGE;
  return error.serverMessage ?? DISCOUNT_MESSAGES.failed;
}
