import { TIME_ZONE } from '@mpb/domain';
import iconv from 'iconv-lite';
import type { AppConfig } from '../../core/config/app-config';
import { buyerName, servicePeriod } from '../invoice-format';
import { germanDecimal } from './invoice-journal';
import type { ExportedInvoice } from './invoice-export.repository';

/**
 * A DATEV-Format Buchungsstapel (EXTF, header version 700, category 21, format version 13):
 * the header record, the 125 column names, one booking per invoice. DATEV reads the fields by
 * position; text fields are quoted, numbers are not; the file is Windows-1252 with CRLF.
 *
 * Every booking books the gross amount on the receivables account (Konto) against the revenue
 * account (Gegenkonto); the Soll/Haben-Kennzeichen belongs to Konto: S for an invoice (the
 * receivable grows), H for a cancellation invoice (it shrinks, the revenue is reversed). The
 * revenue accounts are DATEV automatic accounts (SKR03 8400: 19 % VAT; 8100: exempt), so no BU-Schlüssel.
 */
const COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...numbered(8, (n) => [`Beleginfo - Art ${n}`, `Beleginfo - Inhalt ${n}`]),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  // DATEV's own spelling: no space before the hyphen of 'Inhalt'.
  ...numbered(20, (n) => [`Zusatzinformation - Art ${n}`, `Zusatzinformation- Inhalt ${n}`]),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
] as const;

type Column = (typeof COLUMNS)[number];

const BOOKING_TEXT_LENGTH = 60;
const BATCH_NAME = 'Ausgangsrechnungen';

function numbered(count: number, names: (n: number) => string[]): string[] {
  return Array.from({ length: count }, (_, index) => names(index + 1)).flat();
}

/** A DATEV text field: quoted, quotes doubled, on one line. */
const text = (value: string) => `"${value.replace(/[\r\n]+/g, ' ').replaceAll('"', '""')}"`;

/** 'yyyy-MM-dd' -> 'yyyyMMdd'. */
const compact = (date: string) => date.replaceAll('-', '');

/** 'yyyy-MM-dd' -> 'ddMM' (Belegdatum: the year is the header's). */
const dayMonth = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}`;

/** 'yyyy-MM-dd' -> 'ddMMyyyy'. */
const dayMonthYear = (date: string) => `${dayMonth(date)}${date.slice(0, 4)}`;

/** The instant as 'yyyyMMddHHmmssSSS' in Berlin ('Erzeugt am'). */
function timestamp(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return ['year', 'month', 'day', 'hour', 'minute', 'second', 'fractionalSecond']
    .map((type) => part(type as Intl.DateTimeFormatPartTypes))
    .join('');
}

function headerRecord(period: { from: string; to: string }, settings: AppConfig['datev'], createdAt: Date): string[] {
  return [
    text('EXTF'),
    '700',
    '21',
    text('Buchungsstapel'),
    '13',
    timestamp(createdAt),
    '',
    text('RE'),
    text(''),
    text(''),
    String(settings.consultantNumber ?? ''),
    String(settings.clientNumber ?? ''),
    // The financial year is the calendar year: a period never spans two (see the export's period rules).
    `${period.from.slice(0, 4)}0101`,
    String(settings.accountLength),
    compact(period.from),
    compact(period.to),
    text(BATCH_NAME),
    text(''),
    '1',
    '0',
    '0',
    text('EUR'),
    '',
    text(''),
    '',
    '',
    text(''),
    '',
    '',
    text(''),
    text(''),
  ];
}

function booking({ snapshot }: ExportedInvoice, settings: AppConfig['datev']): string[] {
  const fields: Partial<Record<Column, string>> = {
    'Umsatz (ohne Soll/Haben-Kz)': germanDecimal(snapshot.grossCents),
    'Soll/Haben-Kennzeichen': text(snapshot.kind === 'cancellation' ? 'H' : 'S'),
    'WKZ Umsatz': text('EUR'),
    Konto: settings.receivablesAccount,
    'Gegenkonto (ohne BU-Schlüssel)':
      snapshot.tax.category === 'E' ? settings.exemptRevenueAccount : settings.revenueAccount,
    Belegdatum: dayMonth(snapshot.issueDate),
    'Belegfeld 1': text(snapshot.number),
    Buchungstext: text(
      (snapshot.cancels ? `Storno zu ${snapshot.cancels.number}, ` : 'Rechnung, ')
        .concat(buyerName(snapshot))
        .slice(0, BOOKING_TEXT_LENGTH),
    ),
    Leistungsdatum: dayMonthYear(servicePeriod(snapshot).start),
  };
  return COLUMNS.map((column) => fields[column] ?? '');
}

/** The Buchungsstapel of the period's invoices, encoded as DATEV reads it. */
export function datevBookingBatch(
  invoices: readonly ExportedInvoice[],
  period: { from: string; to: string },
  settings: AppConfig['datev'],
  createdAt: Date,
): Buffer {
  const records = [
    headerRecord(period, settings, createdAt),
    [...COLUMNS],
    ...invoices.map((invoice) => booking(invoice, settings)),
  ];
  return iconv.encode(records.map((fields) => `${fields.join(';')}\r\n`).join(''), 'win1252');
}
