import Stripe from 'stripe';
import { AppConfig } from '../../core/config/app-config';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The official SDK; STRIPE_API_URL points it at a local stand-in of Stripe's API (tests only). */
export function createStripeClient(stripe: AppConfig['stripe']): Stripe {
  if (!stripe.secretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  const options: NonNullable<ConstructorParameters<typeof Stripe>[1]> = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'medizinprodukteberater-buchung' },
  };
  if (stripe.apiUrl) {
    const url = new URL(stripe.apiUrl);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (options.protocol === 'http' ? 80 : 443);
  }
  return new Stripe(stripe.secretKey, options);
}
