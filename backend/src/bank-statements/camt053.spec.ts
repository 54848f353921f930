import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BankCredit, Camt053FormatError, parseCamt053 } from './camt053';

const fixture = (version: '02' | '08') => readFileSync(join(__dirname, 'fixtures', `camt053-001-${version}.xml`));
const NOT_CAMT053 = 'Die Datei ist kein Kontoauszug im Format CAMT.053.';
const ACCOUNT = 'DE89370400440532013000';

/** A statement of one account with these entries, in the given version. */
function camt(entries: string, version = '001.08'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.${version}"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-03-03T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><CreDtTm>2026-03-03T06:00:00+01:00</CreDtTm><Acct><Id><IBAN>${ACCOUNT}</IBAN></Id></Acct>
${entries}
</Stmt></BkToCstmrStmt></Document>`;
}

/** A booked credit entry (001.08) with this amount and these transaction details. */
function entry(amount: string, details = '', extra = ''): string {
  return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>${extra}<Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-03-02</Dt></BookgDt><AcctSvcrRef>R1</AcctSvcrRef>${details}</Ntry>`;
}

const credits = (xml: string | Buffer): BankCredit[] => parseCamt053(xml).flatMap((statement) => statement.credits);

const common = { bookingDate: '2026-03-02', valueDate: '2026-03-02', endToEndId: null, creditorReferences: [] };
const EXPECTED_CREDITS: BankCredit[] = [
  {
    ...common,
    id: `${ACCOUNT}:ref:2026030200001:1`,
    amountCents: 47481,
    currency: 'EUR',
    debtorName: 'Beispiel Medizintechnik GmbH',
    debtorIban: 'DE02120300000000202051',
    remittanceText: 'Rechnung Nr. RE-2026-00042 Beispiel Medizintechnik GmbH',
    bankReference: '2026030200001',
  },
  {
    ...common,
    id: `${ACCOUNT}:ref:2026030200002:1`,
    amountCents: 123450,
    currency: 'EUR',
    debtorName: 'Musterklinik Nord gGmbH',
    debtorIban: 'DE41500105170123456789',
    remittanceText: 'Schulung Medizinprodukteberater re 2026 00043 drei Teilnehmer',
    endToEndId: 'ERP-2026-03-0815',
    bankReference: '2026030200002',
  },
  {
    ...common,
    id: `${ACCOUNT}:ref:2026030200002:2`,
    amountCents: 10,
    currency: 'EUR',
    debtorName: 'Max Mustermann',
    debtorIban: 'DE29100100100987654321',
    remittanceText: 'Kontopruefung',
    bankReference: '2026030200002',
  },
  {
    ...common,
    id: `${ACCOUNT}:ref:2026030200003:1`,
    amountCents: 23681,
    currency: 'EUR',
    debtorName: 'Beispiel Diagnostik AG',
    debtorIban: 'DE34200505501234567890',
    remittanceText: '',
    creditorReferences: ['RE202600044'],
    endToEndId: 'BEISPIEL-AG-4711',
    bankReference: '2026030200003',
  },
  {
    ...common,
    id: `${ACCOUNT}:pos:2026-03-02-0042:7:1`,
    amountCents: 50000,
    currency: 'EUR',
    debtorName: null,
    debtorIban: null,
    remittanceText: 'BAREINZAHLUNG RE-2026-00046',
    bankReference: null,
  },
  {
    ...common,
    id: 'DE62370400440532013001:ref:2026030270001:1',
    amountCents: 55000,
    currency: 'USD',
    valueDate: '2026-03-04',
    debtorName: 'Example Medical Devices Inc.',
    debtorIban: null,
    remittanceText: 'Invoice RE-2026-00047',
    endToEndId: 'EXAMPLE-US-0001',
    bankReference: '2026030270001',
  },
];

describe('parseCamt053', () => {
  it('reads a 001.02 statement into its booked credits, one per transaction of a batch', () => {
    expect(credits(fixture('02'))).toEqual(EXPECTED_CREDITS);
  });

  it('reads the same statement in 001.08 (party level names, status codes, date-times) into the same credits', () => {
    expect(credits(fixture('08'))).toEqual(EXPECTED_CREDITS);
  });

  it('gives one statement per <Stmt> with its account, number and creation time', () => {
    const statements = parseCamt053(fixture('08'));
    expect(statements.map(({ credits: _, ...statement }) => statement)).toEqual([
      {
        version: '001.08',
        id: '2026-03-02-0042',
        accountIban: ACCOUNT,
        createdAt: '2026-03-03T06:12:45.0+01:00',
      },
      {
        version: '001.08',
        id: '2026-03-02-0007',
        accountIban: 'DE62370400440532013001',
        createdAt: '2026-03-03T06:12:45.0+01:00',
      },
    ]);
    expect(parseCamt053(fixture('02'))[0].version).toBe('001.02');
  });

  it('leaves out debits, pending entries and reversals', () => {
    const references = credits(fixture('02')).map((credit) => credit.bankReference);
    expect(references).not.toContain('2026030200004');
    expect(references).not.toContain('2026030200005');
    expect(references).not.toContain('2026030200006');
    expect(credits(camt(entry('1.00').replace('CRDT', 'DBIT')))).toEqual([]);
    expect(credits(camt(entry('1.00').replace('BOOK', 'PDNG')))).toEqual([]);
    expect(credits(camt(entry('1.00', '', '<RvslInd>true</RvslInd>')))).toEqual([]);
    expect(credits(camt(entry('1.00', '', '<RvslInd>1</RvslInd>')))).toEqual([]);
    expect(credits(camt(entry('1.00', '', '<RvslInd>false</RvslInd>')))).toHaveLength(1);
  });

  it('leaves out a debit inside a netted batch but keeps the ids of the other transactions', () => {
    const transaction = (amount: string, indicator: string, text: string) =>
      `<TxDtls><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls>`;
    const batch = `<NtryDtls>${transaction('5.00', 'DBIT', 'Gebuehr')}${transaction('25.00', 'CRDT', 'Zahlung')}</NtryDtls>`;
    expect(credits(camt(entry('20.00', batch)))).toMatchObject([
      { id: `${ACCOUNT}:ref:R1:2`, amountCents: 2500, remittanceText: 'Zahlung' },
    ]);
  });

  it('reads amounts from their decimal text into exact cents', () => {
    const cents = (amount: string) => credits(camt(entry(amount)))[0].amountCents;
    expect(cents('1234.5')).toBe(123450);
    expect(cents('0.10')).toBe(10);
    expect(cents('0.29')).toBe(29);
    expect(cents('1.15')).toBe(115);
    expect(cents('100')).toBe(10000);
    expect(cents('19.99000')).toBe(1999);
    expect(cents('9999999999999.99')).toBe(999999999999999);
    for (const unreadable of ['12,50', '1.005', '-5.00', '1e3', '']) {
      expect(() => credits(camt(entry(unreadable)))).toThrow(Camt053FormatError);
    }
  });

  it('takes the amount of a single transaction without one from its entry, and refuses a batch without them', () => {
    const details = (count: number) =>
      `<NtryDtls>${'<TxDtls><RmtInf><Ustrd>RE-2026-00042</Ustrd></RmtInf></TxDtls>'.repeat(count)}</NtryDtls>`;
    expect(credits(camt(entry('474.81', details(1))))[0]).toMatchObject({
      amountCents: 47481,
      remittanceText: 'RE-2026-00042',
    });
    expect(() => credits(camt(entry('949.62', details(2))))).toThrow(
      'Die Sammelbuchung R1 nennt nicht den Betrag jeder Zahlung.',
    );
  });

  it('ignores the end-to-end id NOTPROVIDED', () => {
    const details = (id: string) => `<NtryDtls><TxDtls><Refs><EndToEndId>${id}</EndToEndId></Refs></TxDtls></NtryDtls>`;
    expect(credits(camt(entry('1.00', details('NOTPROVIDED'))))[0].endToEndId).toBeNull();
    expect(credits(camt(entry('1.00', details('RE-2026-00042'))))[0].endToEndId).toBe('RE-2026-00042');
  });

  it('reads a date-time with a zone as its day in Berlin, and one without as written', () => {
    const booked = (dateTime: string) =>
      credits(camt(entry('1.00').replace('<Dt>2026-03-02</Dt>', `<DtTm>${dateTime}</DtTm>`)))[0].bookingDate;
    expect(booked('2026-03-01T23:30:00Z')).toBe('2026-03-02');
    expect(booked('2026-07-01T22:30:00.000Z')).toBe('2026-07-02');
    expect(booked('2026-03-02T23:30:00+01:00')).toBe('2026-03-02');
    expect(booked('2026-03-02T23:59:59')).toBe('2026-03-02');
  });

  it('reads elements with a namespace prefix, bytes, and a file in ISO-8859-1', () => {
    const prefixed = camt(entry('1.00'))
      .replace(/<(\/?)([A-Z][A-Za-z]*)/g, '<$1c:$2')
      .replace('xmlns=', 'xmlns:c=');
    expect(credits(prefixed)).toHaveLength(1);
    const latin1 = camt(
      entry('1.00', '<NtryDtls><TxDtls><RmtInf><Ustrd>Müller</Ustrd></RmtInf></TxDtls></NtryDtls>'),
    ).replace('UTF-8', 'ISO-8859-1');
    expect(credits(Buffer.from(latin1, 'latin1'))[0].remittanceText).toBe('Müller');
    expect(credits(Buffer.from(camt(entry('1.00').replace('R1', 'Ä1')), 'utf8'))[0].bankReference).toBe('Ä1');
  });

  it('gives a credit the same id when the same file is imported again, and each credit its own', () => {
    const ids = credits(fixture('02')).map((credit) => credit.id);
    expect(credits(fixture('02')).map((credit) => credit.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses a file that is not a CAMT.053 statement, in German', () => {
    const notStatements = [
      '',
      'Hallo',
      '%PDF-1.7',
      '{"BkToCstmrStmt": {}}',
      fixture('08').toString('utf8').slice(0, 2000),
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
      camt(entry('1.00')).replaceAll('camt.053', 'camt.052'),
      camt(entry('1.00')).replace('xmlns=', 'xmlns:other='),
      camt(entry('1.00')).replace(/BkToCstmrStmt/g, 'BkToCstmrAcctRpt'),
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"/>',
      camt(entry('1.00', '<AddtlNtryInf>&x;</AddtlNtryInf>')).replace(
        '<Document',
        '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/hostname">]><Document',
      ),
      camt(entry('1.00', '<AddtlNtryInf>&x;</AddtlNtryInf>')).replace(
        '<Document',
        '<!DOCTYPE Document [<!ENTITY x "RE-2026-00042">]><Document',
      ),
      camt(`<Ntry>${'<Ntry>'.repeat(150)}${'</Ntry>'.repeat(150)}</Ntry>`),
    ];
    for (const file of notStatements) {
      expect(() => parseCamt053(file), file.slice(0, 80)).toThrow(new Camt053FormatError(NOT_CAMT053));
    }
    expect(() => parseCamt053(Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]))).toThrow(NOT_CAMT053);
  });

  it('names the version of a CAMT.053 statement it does not read', () => {
    expect(() => parseCamt053(camt(entry('1.00'), '001.04'))).toThrow(
      'Der Kontoauszug hat die CAMT.053-Version 001.04; gelesen werden die Versionen 001.02 und 001.08.',
    );
  });
});
