import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BankCredit, parseCamt053 } from './camt053';
import { type CreditMatch, matchCredits, type OpenInvoice } from './credit-matching';

const invoice42: OpenInvoice = { id: 'i42', number: 'RE-2026-00042', grossCents: 11900, paidCents: 0 };
const invoice43: OpenInvoice = { id: 'i43', number: 'RE-2026-00043', grossCents: 47481, paidCents: 0 };
const invoice44: OpenInvoice = { id: 'i44', number: 'RE-2026-00044', grossCents: 23681, paidCents: 10000 };
const OPEN = [invoice42, invoice43, invoice44];

let sequence = 0;
function credit(fields: Partial<BankCredit>): BankCredit {
  sequence += 1;
  return {
    id: `credit-${sequence}`,
    amountCents: 11900,
    currency: 'EUR',
    bookingDate: '2026-03-02',
    valueDate: '2026-03-02',
    debtorName: 'Beispiel Medizintechnik GmbH',
    debtorIban: 'DE02120300000000202051',
    remittanceText: '',
    creditorReferences: [],
    endToEndId: null,
    bankReference: null,
    ...fields,
  };
}

/** Kind, invoice numbers and reason of each match. */
const outcomes = (matches: CreditMatch[]) =>
  matches.map(({ kind, invoices, reason }) => ({ kind, numbers: invoices.map((invoice) => invoice.number), reason }));

const matchText = (remittanceText: string, amountCents = 11900) =>
  outcomes(matchCredits([credit({ remittanceText, amountCents })], OPEN))[0];

describe('matchCredits', () => {
  it('settles an invoice whose number and outstanding amount the credit names', () => {
    expect(matchText('Rechnung Nr. RE-2026-00042 Müller GmbH')).toEqual({
      kind: 'matched',
      numbers: ['RE-2026-00042'],
      reason: 'Rechnungsnummer und Betrag stimmen überein',
    });
  });

  it('counts what was already received for an invoice', () => {
    expect(matchText('RE-2026-00044', 13681).kind).toBe('matched');
    expect(matchText('RE-2026-00044', 23681)).toMatchObject({ kind: 'excess', reason: 'Überzahlung um 100\u00a0€' });
    const overpaid: OpenInvoice = { id: 'o', number: 'RE-2026-00048', grossCents: 11900, paidCents: 12000 };
    expect(outcomes(matchCredits([credit({ remittanceText: 'RE-2026-00048', amountCents: 100 })], [overpaid]))).toEqual(
      [
        {
          kind: 'excess',
          numbers: ['RE-2026-00048'],
          reason: 'Überzahlung um 1\u00a0€ (RE-2026-00048 ist bereits bezahlt)',
        },
      ],
    );
  });

  it('lists a smaller amount as a partial payment', () => {
    expect(matchText('RE-2026-00042', 10000)).toEqual({
      kind: 'partial',
      numbers: ['RE-2026-00042'],
      reason: 'Betrag 100\u00a0€ statt 119\u00a0€ (Teilzahlung)',
    });
  });

  it('lists a larger amount as an overpayment', () => {
    expect(matchText('RE-2026-00042', 12900)).toEqual({
      kind: 'excess',
      numbers: ['RE-2026-00042'],
      reason: 'Überzahlung um 10\u00a0€',
    });
    expect(matchText('RE-2026-00043', 47482).reason).toBe('Überzahlung um 0,01\u00a0€');
  });

  it('settles several invoices named together only when the amount is exactly what they leave open', () => {
    expect(matchText('RE-2026-00043 und RE-2026-00042', 59381)).toEqual({
      kind: 'matched',
      numbers: ['RE-2026-00043', 'RE-2026-00042'],
      reason: 'Sammelzahlung für RE-2026-00043, RE-2026-00042',
    });
    expect(matchText('RE-2026-00042, RE-2026-00043', 11900)).toEqual({
      kind: 'ambiguous',
      numbers: ['RE-2026-00042', 'RE-2026-00043'],
      reason:
        'Mehrere Rechnungen genannt (RE-2026-00042, RE-2026-00043): Betrag 119\u00a0€, offen zusammen 593,81\u00a0€',
    });
  });

  it('lists a credit that names no open invoice, or is not in euros, as unknown', () => {
    expect(matchText('Seminar Mustermann')).toEqual({
      kind: 'unknown',
      numbers: [],
      reason: 'Keine offene Rechnungsnummer im Verwendungszweck',
    });
    const dollars = credit({ remittanceText: 'RE-2026-00042', currency: 'USD' });
    expect(outcomes(matchCredits([dollars], OPEN))).toEqual([
      { kind: 'unknown', numbers: [], reason: 'Zahlung in USD, nicht in Euro' },
    ]);
  });

  it('finds a number however banking apps pass it on', () => {
    const texts = [
      'RE-2026-00042',
      're-2026-00042',
      'RE 2026 00042',
      'RE202600042',
      'Rechnung Nr. RE-2026-00042 Müller GmbH',
      'Rechnungsnr.:RE-2026-00042, Kd 17',
      'Rechnung RE-2026-\n00042',
      'Rechnung RE-20 26-000 42 Seminar',
      'RE/2026/00042',
      'RE–2026–00042',
      '(RE-2026-00042)',
      'RE-2026-00042Müller',
    ];
    for (const text of texts) expect(matchText(text).numbers, text).toEqual(['RE-2026-00042']);
  });

  it('finds no number that only resembles an open one', () => {
    const texts = [
      'RE-2026-000421',
      'RE-2026-0042',
      'RE-2025-00042',
      'XRE-2026-00042',
      'ÜRE-2026-00042',
      'ST-2026-00042',
      '2026-00042',
      'RE-2026-00045',
      'RE-2026-0004 21',
      'RE-2026----00042',
    ];
    for (const text of texts) expect(matchText(text).kind, text).toBe('unknown');
  });

  it('finds numbers of any prefix the series uses', () => {
    const series: OpenInvoice = { id: 'r2', number: 'R2-2027-00001', grossCents: 100, paidCents: 0 };
    const [match] = matchCredits([credit({ remittanceText: 'r2 2027 00001', amountCents: 100 })], [series]);
    expect(match.kind).toBe('matched');
  });

  it('reads the structured creditor reference before the free text', () => {
    const structured = credit({
      creditorReferences: ['RE202600044'],
      remittanceText: 'siehe RE-2026-00042',
      amountCents: 25581,
    });
    expect(outcomes(matchCredits([structured], OPEN))[0]).toMatchObject({
      kind: 'matched',
      numbers: ['RE-2026-00044', 'RE-2026-00042'],
    });
  });

  it('lets the first credit that settles an invoice win; a second one is an overpayment', () => {
    const twice = [credit({ remittanceText: 'RE-2026-00042' }), credit({ remittanceText: 'RE 2026 00042' })];
    expect(outcomes(matchCredits(twice, OPEN))).toEqual([
      { kind: 'matched', numbers: ['RE-2026-00042'], reason: 'Rechnungsnummer und Betrag stimmen überein' },
      {
        kind: 'excess',
        numbers: ['RE-2026-00042'],
        reason: 'Überzahlung um 119\u00a0€ (RE-2026-00042 ist bereits bezahlt)',
      },
    ]);
    const partialFirst = [credit({ remittanceText: 'RE-2026-00042', amountCents: 5000 }), twice[0]];
    expect(outcomes(matchCredits(partialFirst, OPEN)).map((match) => match.kind)).toEqual(['partial', 'matched']);
  });

  it('matches the credits of a real statement', () => {
    const credits = parseCamt053(readFileSync(join(__dirname, 'fixtures', 'camt053-001-08.xml'))).flatMap(
      (statement) => statement.credits,
    );
    const open: OpenInvoice[] = [
      { id: 'a', number: 'RE-2026-00042', grossCents: 47481, paidCents: 0 },
      { id: 'b', number: 'RE-2026-00043', grossCents: 142443, paidCents: 0 },
      { id: 'c', number: 'RE-2026-00044', grossCents: 23681, paidCents: 0 },
      { id: 'd', number: 'RE-2026-00047', grossCents: 47481, paidCents: 0 },
    ];
    expect(outcomes(matchCredits(credits, open)).map(({ kind, numbers }) => [kind, ...numbers])).toEqual([
      ['matched', 'RE-2026-00042'],
      ['partial', 'RE-2026-00043'],
      ['unknown'],
      ['matched', 'RE-2026-00044'],
      ['unknown'],
      ['unknown'],
    ]);
  });

  it('returns the credits it was given, in their order', () => {
    const credits = [credit({ remittanceText: 'a' }), credit({ remittanceText: 'RE-2026-00043' })];
    expect(matchCredits(credits, OPEN).map((match) => match.credit)).toEqual(credits);
    expect(matchCredits([], OPEN)).toEqual([]);
  });
});
