import { ApiError } from '../../core/http/api-error';
import { ANONYMISED_EMAIL } from '@mpb/domain';

const NO_ADDRESS = 'Die Daten dieser Person wurden nach DSGVO gelöscht; es gibt keine E-Mail-Adresse mehr.';

/** Why an action on the booking of a deleted person (DSGVO) is refused, by action. */
export const ANONYMISED_MESSAGES = {
  cancel: `Stornierung nicht möglich: ${NO_ADDRESS} Eine Erstattung, um die die Person vor der Löschung gebeten hat, veranlassen Sie direkt beim Zahlungsanbieter.`,
  resend: `E-Mail-Versand nicht möglich: ${NO_ADDRESS}`,
  confirm: `Bestätigung nicht möglich: ${NO_ADDRESS}`,
} as const;

/** SQL: whether the booking `b` belongs to a person deleted under GDPR (its contact data anonymised). */
export const ANONYMISED_COLUMN = `(b.customer_email = '${ANONYMISED_EMAIL}') AS anonymised`;

/**
 * A deleted person's booking keeps only what accounting needs: it can be looked at and removed,
 * but no action may write to the person any more (and no mail go to the placeholder address).
 */
export function refuseIfAnonymised(
  booking: { customer_email: string },
  action: keyof typeof ANONYMISED_MESSAGES,
): void {
  if (booking.customer_email === ANONYMISED_EMAIL) throw ApiError.conflict(ANONYMISED_MESSAGES[action]);
}
