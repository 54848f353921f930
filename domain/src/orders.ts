import { checkEmail, checkName, FIELD_MESSAGES, normaliseEmail } from './field-rules';

/** One order books 1 to this many participants (DECISIONS 34). */
export const MAX_ORDER_PARTICIPANTS = 20;

export const ORDER_MESSAGES = {
  noParticipant: 'Bitte geben Sie mindestens eine teilnehmende Person an.',
  tooManyParticipants: `Pro Bestellung sind höchstens ${MAX_ORDER_PARTICIPANTS} Teilnehmende möglich.`,
  sameEmailTwice: 'Diese E-Mail-Adresse ist in der Bestellung bereits angegeben.',
} as const;

/** 'Nur noch 2 Plätze frei.' when an order asks for more seats than are left. */
export function seatsLeftMessage(free: number): string {
  const left = free === 1 ? 'Nur noch 1 Platz frei.' : `Nur noch ${free} Plätze frei.`;
  return `${left} Bitte verringern Sie die Zahl der Teilnehmenden oder wählen Sie einen anderen Termin.`;
}

export interface OrderParticipant {
  name: string;
  email: string;
}

/**
 * The participants' field errors, keyed `participants.<index>.name|email` as the server answers
 * them: the spec's name and e-mail rules, and no address twice in one order.
 */
export function checkParticipants(participants: readonly OrderParticipant[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  participants.forEach(({ name, email }, index) => {
    const nameError = checkName(name, true);
    if (nameError) errors[`participants.${index}.name`] = nameError;
    const emailError = checkEmail(email, {
      required: FIELD_MESSAGES.emailRequired,
      invalid: FIELD_MESSAGES.bookingEmailInvalid,
    });
    const address = normaliseEmail(email);
    if (emailError) errors[`participants.${index}.email`] = emailError;
    else if (seen.has(address)) errors[`participants.${index}.email`] = ORDER_MESSAGES.sameEmailTwice;
    seen.add(address);
  });
  return errors;
}

/** What an order of `seats` costs: each seat at the price, the discount per seat. */
export function orderTotal(seats: number, seatCents: number, discountPerSeatCents = 0) {
  return {
    originalCents: seats * seatCents,
    discountCents: seats * discountPerSeatCents,
    totalCents: seats * (seatCents - discountPerSeatCents),
  };
}
