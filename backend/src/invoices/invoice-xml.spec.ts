import { describe, expect, it } from 'vitest';
import { INVOICE_SAMPLES } from '../../../tests/support/invoice-samples';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { invoiceXml } from './invoice-xml';

function sample(name: string): InvoiceSnapshot {
  const found = INVOICE_SAMPLES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found.snapshot;
}

/** The text of every element with this (prefixed) name, in document order. */
function values(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map((match) => match[1]);
}

describe('invoice XML (CII)', () => {
  it('writes a card-paid invoice with a discount as a paid commercial invoice whose sums add up', () => {
    const xml = invoiceXml(sample('card-discount'), 'en16931');
    expect(values(xml, 'ram:TypeCode')[0]).toBe('380');
    expect(values(xml, 'ram:ID')[0]).toBe('urn:cen.eu:en16931:2017');
    expect(xml).not.toContain('BusinessProcessSpecifiedDocumentContextParameter');
    expect(values(xml, 'ram:Reason')).toEqual(['Rabattcode BLOG20 (20 %)']);
    expect(values(xml, 'ram:LineTotalAmount')).toEqual(['990.00', '990.00']);
    expect(values(xml, 'ram:AllowanceTotalAmount')).toEqual(['198.00']);
    expect(values(xml, 'ram:TaxBasisTotalAmount')).toEqual(['792.00']);
    expect(values(xml, 'ram:TaxTotalAmount')).toEqual(['150.48']);
    expect(values(xml, 'ram:GrandTotalAmount')).toEqual(['942.48']);
    expect(values(xml, 'ram:TotalPrepaidAmount')).toEqual(['942.48']);
    expect(values(xml, 'ram:DuePayableAmount')).toEqual(['0.00']);
    expect(values(xml, 'ram:PaymentReference')).toEqual(['RE-2026-00042']);
    expect(xml).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>54<\/ram:TypeCode>/);
    expect(values(xml, 'ram:Description')).toEqual(['Bezahlt per Kreditkarte am 20.11.2026.']);
  });

  it('writes a cancellation as a credit note with positive amounts that references the cancelled invoice', () => {
    const xml = invoiceXml(sample('card-cancellation'), 'en16931');
    expect(values(xml, 'ram:TypeCode')[0]).toBe('381');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-00042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261120<\/qdt:DateTimeString>/,
    );
    expect(values(xml, 'ram:GrandTotalAmount')).toEqual(['942.48']);
    expect(values(xml, 'ram:DuePayableAmount')).toEqual(['942.48']);
    expect(values(xml, 'ram:Content')).toContain('Stornorechnung zur Rechnung Nr. RE-2026-00042 vom 20.11.2026');
  });

  it('clears an unpaid invoice with its cancellation (payment means 97)', () => {
    const xml = invoiceXml(sample('unpaid-cancellation'), 'en16931');
    expect(xml).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>97<\/ram:TypeCode>/);
    expect(values(xml, 'ram:Information')).toEqual(['Verrechnung mit Rechnung Nr. RE-2026-00044']);
  });

  it('writes a VAT-exempt course with category E, no tax, the exemption text and its VATEX code', () => {
    const xml = invoiceXml(sample('vat-exempt'), 'en16931');
    expect(values(xml, 'ram:CategoryCode')).toEqual(['E', 'E']);
    expect(values(xml, 'ram:ExemptionReason')[0]).toMatch(/^Umsatzsteuerfrei gemäß § 4 Nr\. 21 UStG, Bescheinigung/);
    expect(values(xml, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-132-1I']);
    expect(values(xml, 'ram:CalculatedAmount')).toEqual(['0.00']);
    expect(values(xml, 'ram:RateApplicablePercent')).toEqual(['0', '0']);
  });

  it('asks for a SEPA credit transfer to the seller’s IBAN by the due date, with the invoice number as reference', () => {
    const xml = invoiceXml(sample('company-transfer'), 'en16931');
    expect(xml).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>58<\/ram:TypeCode>/);
    expect(values(xml, 'ram:IBANID')).toEqual(['DE89370400440532013000']);
    expect(values(xml, 'ram:BICID')).toEqual(['COBADEFFXXX']);
    expect(xml).toMatch(/<ram:DueDateDateTime>\s*<udt:DateTimeString format="102">20261201</);
    expect(values(xml, 'ram:PaymentReference')).toEqual(['RE-2026-00044']);
    expect(values(xml, 'ram:DuePayableAmount')).toEqual(['3534.30']);
    expect(values(xml, 'ram:IssuerAssignedID')).toEqual(['PO-2026-4711']);
    expect(values(xml, 'ram:Name')).toContain('MedTech Vertrieb Süd GmbH &amp; Co. KG');
  });

  it('writes the XRechnung variant with its guideline ID, the Leitweg-ID, the seller contact and e-mail addresses', () => {
    const xml = invoiceXml(sample('public-buyer'), 'xrechnung');
    expect(values(xml, 'ram:ID').slice(0, 2)).toEqual([
      'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    ]);
    expect(values(xml, 'ram:BuyerReference')).toEqual(['991-01234-44']);
    expect(values(xml, 'ram:DepartmentName')).toEqual(['Buchhaltung']);
    expect(values(xml, 'ram:CompleteNumber')).toEqual(['+49 30 1234567-0']);
    expect(values(xml, 'ram:URIID')).toEqual([
      'rechnung@beispiel-medical.de',
      'rechnung@beispiel-medical.de',
      'fortbildung@lageso.example',
      'fortbildung@lageso.example',
    ]);
    expect(xml).toMatch(
      /<ram:BillingSpecifiedPeriod>\s*<ram:StartDateTime>\s*<udt:DateTimeString format="102">20261215/,
    );
  });

  it('names a card payment in an XRechnung as mutually defined and routes it by the buyer without a reference', () => {
    const xml = invoiceXml(sample('card-cancellation'), 'xrechnung');
    expect(xml).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>ZZZ<\/ram:TypeCode>/);
    expect(values(xml, 'ram:BuyerReference')).toEqual(['Dr. Sabine Schäfer']);
  });

  it('states what is owed and by when on a transfer invoice without a configured account, and names no account', () => {
    const snapshot = sample('company-transfer');
    const xml = invoiceXml({ ...snapshot, seller: { ...snapshot.seller, bank: null } }, 'en16931');
    expect(xml).toContain('<ram:TypeCode>ZZZ</ram:TypeCode>');
    expect(xml).toContain('unsere Bankverbindung nennen wir Ihnen gern auf Anfrage');
    expect(xml).not.toContain('IBANID');
    expect(() => invoiceXml({ ...snapshot, payment: { ...snapshot.payment, dueDate: null } }, 'en16931')).toThrow(
      /due date/,
    );
  });
});
