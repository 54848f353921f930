import { formatAmount } from '@mpb/domain';
import type { BankCredit } from './camt053';
import { compactNumber, positionOf, searchableText } from './invoice-number-search';

/** An invoice still (partly) owed; `paidCents` is what has been received for it so far. */
export interface OpenInvoice {
  id: string;
  number: string;
  grossCents: number;
  paidCents: number;
}

/** What one credit says about the open invoices. Only `matched` settles them; the rest the admin assigns. */
export interface CreditMatch {
  kind: 'matched' | 'partial' | 'excess' | 'ambiguous' | 'unknown';
  credit: BankCredit;
  /** The open invoices the credit names, in the order it names them; none when `unknown`. */
  invoices: OpenInvoice[];
  /** For the admin's list, in German. */
  reason: string;
}

interface SearchedInvoice {
  invoice: OpenInvoice;
  number: string;
}

/**
 * Matches each credit, in statement order, to the open invoices whose numbers its references or
 * remittance text name. A credit that settles invoices leaves nothing open on them for the credits
 * after it: the same payment twice makes the second an overpayment.
 */
export function matchCredits(credits: BankCredit[], openInvoices: OpenInvoice[]): CreditMatch[] {
  const searched = openInvoices.map((invoice) => ({ invoice, number: compactNumber(invoice.number) }));
  const outstanding = new Map(
    openInvoices.map((invoice) => [invoice.id, Math.max(0, invoice.grossCents - invoice.paidCents)]),
  );
  return credits.map((credit) => {
    const match = matchCredit(credit, namedInvoices(credit, searched), outstanding);
    if (match.kind === 'matched') for (const invoice of match.invoices) outstanding.set(invoice.id, 0);
    return match;
  });
}

/** The open invoices named, first named first; structured references come before the free text. */
function namedInvoices(credit: BankCredit, invoices: SearchedInvoice[]): OpenInvoice[] {
  const texts = [...credit.creditorReferences, credit.remittanceText].map(searchableText);
  const found = invoices.flatMap(({ invoice, number }) => {
    for (const [textIndex, text] of texts.entries()) {
      const position = positionOf(number, text);
      if (position >= 0) return [{ invoice, textIndex, position }];
    }
    return [];
  });
  found.sort((a, b) => a.textIndex - b.textIndex || a.position - b.position);
  return found.map(({ invoice }) => invoice);
}

function matchCredit(credit: BankCredit, invoices: OpenInvoice[], outstanding: Map<string, number>): CreditMatch {
  if (credit.currency !== 'EUR') {
    return { kind: 'unknown', credit, invoices: [], reason: `Zahlung in ${credit.currency}, nicht in Euro` };
  }
  if (invoices.length === 0) {
    return { kind: 'unknown', credit, invoices, reason: 'Keine offene Rechnungsnummer im Verwendungszweck' };
  }
  const amount = credit.amountCents;
  const open = invoices.reduce((sum, invoice) => sum + (outstanding.get(invoice.id) ?? 0), 0);
  if (invoices.length > 1) {
    const numbers = invoices.map((invoice) => invoice.number).join(', ');
    return amount === open
      ? { kind: 'matched', credit, invoices, reason: `Sammelzahlung für ${numbers}` }
      : {
          kind: 'ambiguous',
          credit,
          invoices,
          reason: `Mehrere Rechnungen genannt (${numbers}): Betrag ${formatAmount(amount)}, offen zusammen ${formatAmount(open)}`,
        };
  }
  if (amount === open) {
    return { kind: 'matched', credit, invoices, reason: 'Rechnungsnummer und Betrag stimmen überein' };
  }
  if (amount < open) {
    return {
      kind: 'partial',
      credit,
      invoices,
      reason: `Betrag ${formatAmount(amount)} statt ${formatAmount(open)} (Teilzahlung)`,
    };
  }
  const paidAlready = open === 0 ? ` (${invoices[0].number} ist bereits bezahlt)` : '';
  return { kind: 'excess', credit, invoices, reason: `Überzahlung um ${formatAmount(amount - open)}${paidAlready}` };
}
