import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { child, children, text, texts } from './xml-node';
import { amountOf, berlinDateOf } from './camt053-values';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.';
const VERSIONS = ['001.02', '001.08'] as const;
type Camt053Version = (typeof VERSIONS)[number];

const NOT_CAMT053 = 'Die Datei ist kein Kontoauszug im Format CAMT.053.';

/** A file that is not a readable CAMT.053 statement; the message is German, for the admin. */
export class Camt053FormatError extends Error {
  override name = 'Camt053FormatError';
}

/** One `<Stmt>` of a CAMT.053 file: one account's statement for a period. */
export interface BankStatement {
  version: Camt053Version;
  /** `Stmt/Id`, the bank's statement number. */
  id: string;
  /** `Acct/Id/IBAN` (or the bank's other account id). */
  accountIban: string | null;
  /** `Stmt/CreDtTm` as the bank wrote it (ISO 8601). */
  createdAt: string | null;
  /** The booked incoming payments, in statement order. */
  credits: BankCredit[];
}

/** One booked incoming payment: a credit entry, or one transaction of a batch entry. */
export interface BankCredit {
  /** Stable across repeated imports of the same booking; use it to skip a credit already imported. */
  id: string;
  amountCents: number;
  currency: string;
  /** 'yyyy-MM-dd' */
  bookingDate: string | null;
  /** 'yyyy-MM-dd' */
  valueDate: string | null;
  debtorName: string | null;
  debtorIban: string | null;
  /** The unstructured remittance lines (`RmtInf/Ustrd`) joined by spaces. */
  remittanceText: string;
  /** `RmtInf/Strd/CdtrRefInf/Ref` */
  creditorReferences: string[];
  endToEndId: string | null;
  /** `Ntry/AcctSvcrRef`, the bank's reference of the entry. */
  bankReference: string | null;
}

/** Reads every statement of a CAMT.053 file (versions 001.02 and 001.08) into its booked credits. */
export function parseCamt053(xml: string | Buffer): BankStatement[] {
  const source = typeof xml === 'string' ? xml : decode(xml);
  // ISO 20022 messages have no document type; refusing one keeps entity expansion out.
  if (XMLValidator.validate(source) !== true || /<!DOCTYPE/i.test(source)) {
    throw new Camt053FormatError(NOT_CAMT053);
  }
  let rootName: string | undefined;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    // Banks write the elements with or without a namespace prefix; the root's is checked below.
    updateTag: (name) => {
      if (!rootName && !name.startsWith('?')) rootName = name;
      return name.slice(name.indexOf(':') + 1);
    },
  });
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(source) as Record<string, unknown>;
  } catch {
    throw new Camt053FormatError(NOT_CAMT053);
  }
  const document = parsed.Document;
  const version = versionOf(document, rootName);
  const statements = children(document, 'BkToCstmrStmt/Stmt');
  if (statements.length === 0) throw new Camt053FormatError(NOT_CAMT053);
  return statements.map((statement) => readStatement(statement, version));
}

function decode(bytes: Buffer): string {
  const head = bytes.subarray(0, 100).toString('latin1');
  return /^<\?xml[^>]*encoding=["']ISO-8859-1["']/i.test(head) ? bytes.toString('latin1') : bytes.toString('utf8');
}

function versionOf(document: unknown, rootName: string | undefined): Camt053Version {
  const prefix = rootName?.includes(':') ? rootName.slice(0, rootName.indexOf(':')) : null;
  const namespace = text(document, prefix ? `@xmlns:${prefix}` : '@xmlns');
  if (!namespace?.startsWith(NAMESPACE)) throw new Camt053FormatError(NOT_CAMT053);
  const version = namespace.slice(NAMESPACE.length);
  if (!(VERSIONS as readonly string[]).includes(version)) {
    throw new Camt053FormatError(
      `Der Kontoauszug hat die CAMT.053-Version ${version}; gelesen werden die Versionen 001.02 und 001.08.`,
    );
  }
  return version as Camt053Version;
}

function readStatement(statement: unknown, version: Camt053Version): BankStatement {
  const id = text(statement, 'Id') ?? '';
  const accountIban = text(statement, 'Acct/Id/IBAN') ?? text(statement, 'Acct/Id/Othr/Id');
  const credits = children(statement, 'Ntry').flatMap((entry, entryIndex) => {
    if (!isBookedCredit(entry)) return [];
    const reference = text(entry, 'AcctSvcrRef');
    // The bank's entry reference is unique per account and stays the same in a repeated or
    // re-exported file (the payer's end-to-end id need not be unique); else the position counts.
    const entryKey = reference ? `${accountIban}:ref:${reference}` : `${accountIban}:pos:${id}:${entryIndex + 1}`;
    return readTransactions(entry, reference).flatMap((credit, transactionIndex) =>
      credit ? [{ id: `${entryKey}:${transactionIndex + 1}`, ...credit }] : [],
    );
  });
  return { version, id, accountIban, createdAt: text(statement, 'CreDtTm'), credits };
}

function isBookedCredit(entry: unknown): boolean {
  const status = text(entry, 'Sts/Cd') ?? text(entry, 'Sts');
  const reversal = text(entry, 'RvslInd');
  return text(entry, 'CdtDbtInd') === 'CRDT' && status === 'BOOK' && reversal !== 'true' && reversal !== '1';
}

/**
 * One credit per transaction of the entry, in their order; null for a transaction that is itself a
 * debit (a netted batch). An entry without transaction details is one credit of its own.
 */
function readTransactions(entry: unknown, reference: string | null): (Omit<BankCredit, 'id'> | null)[] {
  const entryFields = {
    bookingDate: berlinDateOf(child(entry, 'BookgDt')),
    valueDate: berlinDateOf(child(entry, 'ValDt')),
    bankReference: reference,
  };
  const transactions = children(entry, 'NtryDtls/TxDtls');
  if (transactions.length === 0) {
    return [
      {
        ...amountIn(child(entry, 'Amt'), reference),
        ...entryFields,
        debtorName: null,
        debtorIban: null,
        remittanceText: text(entry, 'AddtlNtryInf') ?? '',
        creditorReferences: [],
        endToEndId: null,
      },
    ];
  }
  return transactions.map((transaction) => {
    if (text(transaction, 'CdtDbtInd') === 'DBIT') return null;
    const amount =
      child(transaction, 'Amt') ??
      child(transaction, 'AmtDtls/TxAmt/Amt') ??
      (transactions.length === 1 ? child(entry, 'Amt') : undefined);
    if (amount === undefined) {
      throw new Camt053FormatError(`Die Sammelbuchung${named(reference)} nennt nicht den Betrag jeder Zahlung.`);
    }
    const endToEndId = text(transaction, 'Refs/EndToEndId');
    return {
      ...amountIn(amount, reference),
      ...entryFields,
      debtorName: text(transaction, 'RltdPties/Dbtr/Nm') ?? text(transaction, 'RltdPties/Dbtr/Pty/Nm'),
      debtorIban: text(transaction, 'RltdPties/DbtrAcct/Id/IBAN'),
      remittanceText: texts(transaction, 'RmtInf/Ustrd').join(' '),
      creditorReferences: texts(transaction, 'RmtInf/Strd/CdtrRefInf/Ref'),
      endToEndId: endToEndId?.toUpperCase() === 'NOTPROVIDED' ? null : endToEndId,
    };
  });
}

function amountIn(amount: unknown, reference: string | null): { amountCents: number; currency: string } {
  const read = amountOf(amount);
  if (!read) throw new Camt053FormatError(`Die Buchung${named(reference)} hat keinen lesbaren Betrag.`);
  return read;
}

function named(reference: string | null): string {
  return reference ? ` ${reference}` : '';
}
