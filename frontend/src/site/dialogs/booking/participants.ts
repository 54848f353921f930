import { checkParticipants, MAX_ORDER_PARTICIPANTS, normaliseEmail, ORDER_MESSAGES } from '@mpb/domain';
import type { OrderParticipant } from '@mpb/domain';

/** A further participant's row in the booking form; `key` stays with the row while others are removed. */
export interface ParticipantRow {
  key: string;
  name: string;
  email: string;
}

export type ParticipantPart = 'name' | 'email';
/** The name of a row's input, which its field message is keyed by. */
export type ParticipantField = `participant.${string}.${ParticipantPart}`;

export function participantField(key: string, part: ParticipantPart): ParticipantField {
  return `participant.${key}.${part}`;
}

let lastRowKey = 0;

export function newParticipantRow(): ParticipantRow {
  lastRowKey += 1;
  return { key: `p${lastRowKey}`, name: '', email: '' };
}

interface ParticipantInputs {
  selfParticipates: boolean;
  participants: readonly ParticipantRow[];
  customerName: string;
  customerEmail: string;
}

type ErrorTarget = Record<ParticipantPart, string>;

/**
 * The order's participants as sent: the buyer first if they take part, then the further rows; a
 * waitlist seat (`single`) is the buyer's alone. `targets` names the inputs behind each entry.
 */
export function orderParticipants(values: ParticipantInputs, single: boolean) {
  const buyer = { name: values.customerName, email: values.customerEmail };
  const buyerTarget: ErrorTarget = { name: 'customerName', email: 'customerEmail' };
  const rows = single ? [] : values.participants;
  const withBuyer = single || values.selfParticipates;
  const participants: OrderParticipant[] = [
    ...(withBuyer ? [buyer] : []),
    ...rows.map(({ name, email }) => ({ name, email })),
  ];
  const targets: ErrorTarget[] = [
    ...(withBuyer ? [buyerTarget] : []),
    ...rows.map((row) => ({ name: participantField(row.key, 'name'), email: participantField(row.key, 'email') })),
  ];
  return { participants, targets };
}

/** The participants as the request body carries them, trimmed and normalised. */
export function participantsRequest(values: ParticipantInputs, single: boolean): OrderParticipant[] {
  return orderParticipants(values, single).participants.map(({ name, email }) => ({
    name: name.trim(),
    email: normaliseEmail(email),
  }));
}

/**
 * Field messages keyed `participants.<index>.name|email` (the sent list, as the client check and the
 * server name them) moved to the inputs behind each entry.
 */
export function participantErrorsAtInputs(
  fields: Record<string, string | undefined>,
  values: ParticipantInputs,
  single: boolean,
): Record<string, string> {
  const { targets } = orderParticipants(values, single);
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    if (!message) continue;
    const match = /^participants\.(\d+)\.(name|email)$/.exec(key);
    const target = match ? targets[Number(match[1])]?.[match[2] as ParticipantPart] : undefined;
    if (target && !errors[target]) errors[target] = message;
  }
  return errors;
}

/** The client's participant checks: someone takes part, at most the limit, each name and address valid and unique. */
export function validateParticipants(values: ParticipantInputs): Record<string, string> {
  const { participants } = orderParticipants(values, false);
  if (participants.length === 0) return { participants: ORDER_MESSAGES.noParticipant };
  const errors = participantErrorsAtInputs(checkParticipants(participants), values, false);
  if (participants.length > MAX_ORDER_PARTICIPANTS) errors.participants = ORDER_MESSAGES.tooManyParticipants;
  return errors;
}
