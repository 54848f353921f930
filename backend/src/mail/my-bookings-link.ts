import { GatedWrite } from '../core/database/gated-write';

/** A mail's one-time sign-in link to 'Meine Buchungen': its URL, and the write that stores it with the mail's claim. */
export interface MyBookingsLink {
  url: string;
  write: GatedWrite;
}

/**
 * Prepares the link a mail carries; the sender's claim writes it (SendRequest.writeWithClaim).
 * Provided by auth/ (BookingMailLinkModule), which owns the tokens; mail/ sits below auth/.
 */
export interface MyBookingsLinks {
  prepare(recipient: { email: string; courseStartsAt?: Date | null }): MyBookingsLink;
}

export const MY_BOOKINGS_LINKS = Symbol('MY_BOOKINGS_LINKS');
