import { create } from 'xmlbuilder2';
import { buyerName, date102, decimal, lineTotalCents, servicePeriod, shortDate } from './invoice-format';
import type { InvoiceLine, InvoiceSnapshot, InvoiceTax } from './invoice-snapshot';
import { settlement, type InvoiceXmlProfile } from './invoice-settlement';
import { buyerParty, sellerParty } from './invoice-xml-parties';

export type { InvoiceXmlProfile } from './invoice-settlement';

const GUIDELINE: Record<InvoiceXmlProfile, string> = {
  en16931: 'urn:cen.eu:en16931:2017',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
};
/** BT-23, which XRechnung 3.0 takes over from Peppol as mandatory. */
const BUSINESS_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Art. 132 (1) (i) of the VAT directive, which § 4 Nr. 21 UStG implements: vocational training. */
const EXEMPTION_CODE = 'VATEX-EU-132-1I';
/** UN/ECE Rec. 20 'one': a seat for one participant. */
const UNIT = 'C62';

const NAMESPACES = {
  '@xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  '@xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  '@xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  '@xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/**
 * The invoice as UN/CEFACT CII: Factur-X 1.07 / ZUGFeRD 2.3 profile EN 16931 for the PDF, or the
 * XRechnung 3.0 CII variant. A cancellation is a credit note (381) with positive amounts that
 * references the invoice it cancels (BG-3). Every amount comes from the snapshot, unchanged.
 */
export function invoiceXml(snapshot: InvoiceSnapshot, profile: InvoiceXmlProfile): string {
  const document = {
    'rsm:CrossIndustryInvoice': {
      ...NAMESPACES,
      'rsm:ExchangedDocumentContext': {
        'ram:BusinessProcessSpecifiedDocumentContextParameter':
          profile === 'xrechnung' ? { 'ram:ID': BUSINESS_PROCESS } : undefined,
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': GUIDELINE[profile] },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': snapshot.number,
        'ram:TypeCode': snapshot.kind === 'cancellation' ? '381' : '380',
        'ram:IssueDateTime': dateTime(snapshot.issueDate),
        'ram:IncludedNote': notes(snapshot),
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': snapshot.lines.map((line, index) => lineItem(snapshot, line, index)),
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:BuyerReference': buyerReference(snapshot, profile),
          'ram:SellerTradeParty': sellerParty(snapshot.seller),
          'ram:BuyerTradeParty': buyerParty(snapshot.buyer),
          'ram:BuyerOrderReferencedDocument': snapshot.purchaseOrderNumber
            ? { 'ram:IssuerAssignedID': snapshot.purchaseOrderNumber }
            : undefined,
        },
        'ram:ApplicableHeaderTradeDelivery': delivery(snapshot),
        'ram:ApplicableHeaderTradeSettlement': headerSettlement(snapshot, profile),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, document).end({ prettyPrint: true });
}

/** XRechnung requires BT-10; without a Leitweg-ID or order number the buyer's name routes it. */
function buyerReference(snapshot: InvoiceSnapshot, profile: InvoiceXmlProfile) {
  if (snapshot.buyerReference) return snapshot.buyerReference;
  return profile === 'xrechnung' ? buyerName(snapshot) : undefined;
}

function notes(snapshot: InvoiceSnapshot) {
  const { seller, cancels } = snapshot;
  const list: { 'ram:Content': string; 'ram:SubjectCode'?: string }[] = [];
  if (snapshot.kind === 'cancellation' && cancels)
    list.push({
      'ram:Content': `Stornorechnung zur Rechnung Nr. ${cancels.number} vom ${shortDate(cancels.issueDate)}`,
    });
  const register = [
    seller.registerCourt && seller.registerNumber ? `${seller.registerCourt} ${seller.registerNumber}` : null,
    seller.managingDirectors ? `Geschäftsführung: ${seller.managingDirectors}` : null,
  ].filter(Boolean);
  if (register.length > 0) list.push({ 'ram:Content': register.join(', '), 'ram:SubjectCode': 'REG' });
  return list;
}

function dateTime(date: string) {
  return { 'udt:DateTimeString': { '@format': '102', '#': date102(date) } };
}

function tradeTax(tax: InvoiceTax) {
  return {
    'ram:TypeCode': 'VAT',
    'ram:CategoryCode': tax.category,
    'ram:RateApplicablePercent': String(tax.ratePercent),
  };
}

function lineItem(snapshot: InvoiceSnapshot, line: InvoiceLine, index: number) {
  return {
    'ram:AssociatedDocumentLineDocument': {
      'ram:LineID': String(index + 1),
      'ram:IncludedNote': { 'ram:Content': `Teilnehmer/in: ${line.participant}` },
    },
    'ram:SpecifiedTradeProduct': { 'ram:Name': line.description },
    'ram:SpecifiedLineTradeAgreement': {
      'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': decimal(line.unitNetCents) },
    },
    'ram:SpecifiedLineTradeDelivery': { 'ram:BilledQuantity': { '@unitCode': UNIT, '#': String(line.quantity) } },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': tradeTax(snapshot.tax),
      'ram:BillingSpecifiedPeriod': {
        'ram:StartDateTime': dateTime(line.serviceDate),
        'ram:EndDateTime': dateTime(line.serviceDate),
      },
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': decimal(line.netCents) },
    },
  };
}

/** The service date (BT-72): the last course date; several dates also give the period (BG-14). */
function delivery(snapshot: InvoiceSnapshot) {
  const { end } = servicePeriod(snapshot);
  return { 'ram:ActualDeliverySupplyChainEvent': { 'ram:OccurrenceDateTime': dateTime(end) } };
}

function headerSettlement(snapshot: InvoiceSnapshot, profile: InvoiceXmlProfile) {
  const paid = settlement(snapshot, profile);
  const { start, end } = servicePeriod(snapshot);
  const { tax, allowance, cancels } = snapshot;
  return {
    'ram:PaymentReference': snapshot.payment.reference,
    'ram:InvoiceCurrencyCode': snapshot.currency,
    'ram:SpecifiedTradeSettlementPaymentMeans': {
      'ram:TypeCode': paid.typeCode,
      'ram:Information': paid.information,
      'ram:PayeePartyCreditorFinancialAccount': paid.creditTransfer
        ? {
            'ram:IBANID': paid.creditTransfer.iban.replace(/\s+/g, ''),
            'ram:AccountName': paid.creditTransfer.accountHolder,
          }
        : undefined,
      'ram:PayeeSpecifiedCreditorFinancialInstitution': paid.creditTransfer?.bic
        ? { 'ram:BICID': paid.creditTransfer.bic }
        : undefined,
    },
    'ram:ApplicableTradeTax': {
      'ram:CalculatedAmount': decimal(snapshot.taxCents),
      'ram:TypeCode': 'VAT',
      'ram:ExemptionReason': tax.category === 'E' ? tax.exemptionReason : undefined,
      'ram:BasisAmount': decimal(snapshot.netCents),
      'ram:CategoryCode': tax.category,
      'ram:ExemptionReasonCode': tax.category === 'E' ? EXEMPTION_CODE : undefined,
      'ram:RateApplicablePercent': String(tax.ratePercent),
    },
    'ram:BillingSpecifiedPeriod':
      start === end ? undefined : { 'ram:StartDateTime': dateTime(start), 'ram:EndDateTime': dateTime(end) },
    'ram:SpecifiedTradeAllowanceCharge': allowance
      ? {
          'ram:ChargeIndicator': { 'udt:Indicator': 'false' },
          'ram:ActualAmount': decimal(allowance.netCents),
          'ram:Reason': allowance.reason,
          'ram:CategoryTradeTax': tradeTax(snapshot.tax),
        }
      : undefined,
    'ram:SpecifiedTradePaymentTerms': {
      'ram:Description': paid.text,
      'ram:DueDateDateTime': paid.dueDate ? dateTime(paid.dueDate) : undefined,
    },
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
      'ram:LineTotalAmount': decimal(lineTotalCents(snapshot)),
      'ram:AllowanceTotalAmount': allowance ? decimal(allowance.netCents) : undefined,
      'ram:TaxBasisTotalAmount': decimal(snapshot.netCents),
      'ram:TaxTotalAmount': { '@currencyID': snapshot.currency, '#': decimal(snapshot.taxCents) },
      'ram:GrandTotalAmount': decimal(snapshot.grossCents),
      'ram:TotalPrepaidAmount': paid.prepaidCents > 0 ? decimal(paid.prepaidCents) : undefined,
      'ram:DuePayableAmount': decimal(paid.duePayableCents),
    },
    'ram:InvoiceReferencedDocument':
      snapshot.kind === 'cancellation' && cancels
        ? {
            'ram:IssuerAssignedID': cancels.number,
            'ram:FormattedIssueDateTime': {
              'qdt:DateTimeString': { '@format': '102', '#': date102(cancels.issueDate) },
            },
          }
        : undefined,
  };
}
