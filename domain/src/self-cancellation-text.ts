import { formatAmount } from './money';
import { explainRefundRule } from './refund-terms';
import { WITHDRAWAL_PERIOD_DAYS, type SelfCancellationBasis } from './self-service';

/**
 * What cancelling today gives, in the words 'Meine Buchungen' shows before the participant
 * confirms: the withdrawal of a private customer, else the terms' band as the admin's refund
 * dialog states it, and the amount.
 */
export function selfCancellationText(refund: {
  basis: SelfCancellationBasis;
  refundCents: number;
  daysBeforeStart: number;
}): string {
  const amount = formatAmount(refund.refundCents);
  if (refund.basis === 'withdrawal') {
    return (
      `Widerruf: Sie haben als Privatkunde vor weniger als ${WITHDRAWAL_PERIOD_DAYS} Tagen gebucht und der Kurs hat noch nicht begonnen. ` +
      `Sie können die Buchung daher widerrufen (§ 355 BGB) und erhalten den vollen Betrag von ${amount} zurück.`
    );
  }
  const rule = explainRefundRule({ daysBeforeStart: refund.daysBeforeStart, rule: refund.basis });
  return refund.refundCents > 0
    ? `${rule} Bei einer Stornierung heute erhalten Sie ${amount} zurück.`
    : `${rule} Bei einer Stornierung heute wird kein Betrag erstattet.`;
}

/**
 * Why a cancellation today refunds what it does, as the admin's cancel dialog states it: the
 * private customer's withdrawal, else the terms' band.
 */
export function refundReason(refund: { basis: SelfCancellationBasis; daysBeforeStart: number }): string {
  return refund.basis === 'withdrawal'
    ? `Widerruf innerhalb von ${WITHDRAWAL_PERIOD_DAYS} Tagen nach Buchung (Privatkunde): volle Erstattung.`
    : explainRefundRule({ daysBeforeStart: refund.daysBeforeStart, rule: refund.basis });
}
