import { euro, shortDate } from './invoice-format';
import type { InvoiceSeller, InvoiceSnapshot } from './invoice-snapshot';

export type InvoiceXmlProfile = 'en16931' | 'xrechnung';

/** How an invoice is or was settled: the payment means (BG-16), the amounts and the German sentence. */
export interface Settlement {
  /** BT-81, UNTDID 4461. */
  typeCode: string;
  /** BT-82. */
  information: string;
  /** BG-17, the seller's account, for a SEPA credit transfer only. */
  creditTransfer: NonNullable<InvoiceSeller['bank']> | null;
  /** BT-113. */
  prepaidCents: number;
  /** BT-115. */
  duePayableCents: number;
  /** BT-9. */
  dueDate: string | null;
  /** The payment line of the PDF, also the payment terms (BT-20). */
  text: string;
}

// XRechnung demands the card number's last digits (BG-18) for the card codes 48, 54 and 55; the
// payment provider keeps them, so an XRechnung names card payments 'mutually defined' instead.
function cardCode(profile: InvoiceXmlProfile) {
  return profile === 'xrechnung' ? 'ZZZ' : '54';
}

/**
 * A credit note (cancellation) is settled the way the cancelled invoice was: refunded to the card,
 * refunded by transfer, or, when the invoice was not paid yet, cleared against it (code 97).
 */
export function settlement(snapshot: InvoiceSnapshot, profile: InvoiceXmlProfile): Settlement {
  const { payment, grossCents } = snapshot;
  const base = { creditTransfer: null, prepaidCents: 0, duePayableCents: grossCents, dueDate: null };
  if (snapshot.kind === 'cancellation') {
    const cancelled = snapshot.cancels?.number ?? '';
    if (payment.method === 'free')
      return { ...base, typeCode: 'ZZZ', information: 'Keine Erstattung', text: 'Kostenlose Buchung.' };
    if (payment.method === 'card')
      return {
        ...base,
        typeCode: cardCode(profile),
        information: 'Erstattung auf die Kreditkarte',
        text: `Der Betrag von ${euro(grossCents)} wird auf die Kreditkarte erstattet, mit der die Rechnung Nr. ${cancelled} bezahlt wurde.`,
      };
    if (payment.paidDate)
      return {
        ...base,
        typeCode: 'ZZZ',
        information: 'Erstattung per Überweisung',
        text: `Der Betrag von ${euro(grossCents)} wird auf das Konto erstattet, von dem die Rechnung Nr. ${cancelled} bezahlt wurde.`,
      };
    return {
      ...base,
      typeCode: '97',
      information: `Verrechnung mit Rechnung Nr. ${cancelled}`,
      text: `Die Rechnung Nr. ${cancelled} ist damit ausgeglichen; bitte überweisen Sie den Betrag nicht.`,
    };
  }
  if (payment.method === 'free')
    return { ...base, typeCode: 'ZZZ', information: 'Keine Zahlung', text: 'Kostenlose Buchung.' };
  if (payment.method === 'card')
    return {
      ...base,
      typeCode: cardCode(profile),
      information: 'Kreditkarte',
      prepaidCents: grossCents,
      duePayableCents: 0,
      text: payment.paidDate
        ? `Bezahlt per Kreditkarte am ${shortDate(payment.paidDate)}.`
        : 'Bezahlt per Kreditkarte.',
    };
  const bank = snapshot.seller.bank;
  if (!payment.dueDate) throw new Error('An invoice paid by transfer needs a due date');
  // No account configured (SITE_BANK_*): the invoice still states what is owed and by when.
  if (!bank)
    return {
      ...base,
      typeCode: 'ZZZ',
      information: 'Überweisung',
      dueDate: payment.dueDate,
      text: `Bitte überweisen Sie ${euro(grossCents)} bis zum ${shortDate(payment.dueDate)} unter Angabe der Rechnungsnummer ${payment.reference}; unsere Bankverbindung nennen wir Ihnen gern auf Anfrage.`,
    };
  return {
    ...base,
    typeCode: '58',
    information: 'SEPA-Überweisung',
    creditTransfer: bank,
    dueDate: payment.dueDate,
    text: `Bitte überweisen Sie ${euro(grossCents)} bis zum ${shortDate(payment.dueDate)} unter Angabe der Rechnungsnummer ${payment.reference} auf das Konto IBAN ${formatIban(bank.iban)}.`,
  };
}

/** 'DE89370400440532013000' -> 'DE89 3704 0044 0532 0130 00'. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
