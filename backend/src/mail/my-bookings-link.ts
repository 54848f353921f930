/**
 * Mints the one-time sign-in link to 'Meine Buchungen' a mail carries, while the mail is rendered.
 * Provided by auth/ (BookingMailLinkModule), which owns the tokens; mail/ sits below auth/.
 */
export interface MyBookingsLinks {
  mint(recipient: { email: string; courseStartsAt?: Date | null }): Promise<string>;
}

export const MY_BOOKINGS_LINKS = Symbol('MY_BOOKINGS_LINKS');
