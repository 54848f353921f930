import type { InvoiceLine, InvoicePayment, InvoiceSnapshot } from '../../backend/src/invoices/invoice-snapshot';

const COURSE = 'Medizinprodukteberater Basiszertifizierung, Live-Online-Seminar';

const seller: InvoiceSnapshot['seller'] = {
  name: 'Beispiel Medical Consulting GmbH',
  street: 'Musterstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE123456789',
  email: 'rechnung@beispiel-medical.de',
  phone: '+49 30 1234567-0',
  website: 'www.beispiel-medical.de',
  registerCourt: 'Amtsgericht Charlottenburg (Berlin)',
  registerNumber: 'HRB 123456 B',
  managingDirectors: 'Dr. Erika Musterfrau, Jürgen Müller-Lüdenscheidt',
  bank: { accountHolder: 'Beispiel Medical Consulting GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
};

const privateBuyer: InvoiceSnapshot['buyer'] = {
  name: 'Dr. Sabine Schäfer',
  company: null,
  street: 'Königsallee 12',
  postalCode: '40212',
  city: 'Düsseldorf',
  country: 'DE',
  vatId: null,
  email: 'sabine.schaefer@example.de',
};

const companyBuyer: InvoiceSnapshot['buyer'] = {
  name: 'Thomas Weiß',
  company: 'MedTech Vertrieb Süd GmbH & Co. KG',
  street: 'Leopoldstraße 250',
  postalCode: '80807',
  city: 'München',
  country: 'DE',
  vatId: 'DE987654321',
  email: 'einkauf@medtech-sued.example',
};

function line(participant: string, serviceDate = '2026-12-15', unitNetCents = 99000): InvoiceLine {
  return { description: COURSE, serviceDate, participant, quantity: 1, unitNetCents, netCents: unitNetCents };
}

function payment(
  method: InvoicePayment['method'],
  reference: string,
  { paidDate = null, dueDate = null }: Partial<InvoicePayment> = {},
): InvoicePayment {
  return { method, paidDate, dueDate, reference };
}

/** A private customer's card payment with a discount code. */
const cardWithDiscount: InvoiceSnapshot = {
  kind: 'invoice',
  number: 'RE-2026-00042',
  issueDate: '2026-11-20',
  currency: 'EUR',
  seller,
  buyer: privateBuyer,
  buyerReference: null,
  purchaseOrderNumber: null,
  lines: [line('Dr. Sabine Schäfer')],
  allowance: { reason: 'Rabattcode BLOG20 (20 %)', netCents: 19800 },
  tax: { category: 'S', ratePercent: 19 },
  netCents: 79200,
  taxCents: 15048,
  grossCents: 94248,
  payment: payment('card', 'RE-2026-00042', { paidDate: '2026-11-20' }),
};

/** Its cancellation after a refund to the card. */
const cardCancellation: InvoiceSnapshot = {
  ...cardWithDiscount,
  kind: 'cancellation',
  number: 'ST-2026-00003',
  issueDate: '2026-11-28',
  cancels: { number: 'RE-2026-00042', issueDate: '2026-11-20' },
  payment: payment('card', 'ST-2026-00003', { paidDate: '2026-11-20' }),
};

/** A course exempt from VAT under § 4 Nr. 21 UStG. */
const vatExempt: InvoiceSnapshot = {
  ...cardWithDiscount,
  number: 'RE-2026-00043',
  allowance: null,
  tax: {
    category: 'E',
    ratePercent: 0,
    exemptionReason:
      'Umsatzsteuerfrei gemäß § 4 Nr. 21 UStG, Bescheinigung der Senatsverwaltung für Bildung, Jugend und Familie Berlin vom 12.03.2026, Az. IV C 3 – 1234/26',
  },
  netCents: 99000,
  taxCents: 0,
  grossCents: 99000,
  payment: payment('card', 'RE-2026-00043', { paidDate: '2026-11-20' }),
};

/** A company's order of three seats, on invoice, with its purchase-order number. */
const companyTransfer: InvoiceSnapshot = {
  kind: 'invoice',
  number: 'RE-2026-00044',
  issueDate: '2026-11-17',
  currency: 'EUR',
  seller,
  buyer: companyBuyer,
  buyerReference: 'PO-2026-4711',
  purchaseOrderNumber: 'PO-2026-4711',
  lines: [line('Thomas Weiß'), line('Anna-Lena Öztürk'), line('Dr. Jens Bergmann')],
  allowance: null,
  tax: { category: 'S', ratePercent: 19 },
  netCents: 297000,
  taxCents: 56430,
  grossCents: 353430,
  payment: payment('transfer', 'RE-2026-00044', { dueDate: '2026-12-01' }),
};

/** A public buyer with a Leitweg-ID, two seats on two dates. */
const publicBuyer: InvoiceSnapshot = {
  ...companyTransfer,
  number: 'RE-2026-00045',
  buyer: {
    name: 'Petra Krüger',
    company: 'Landesamt für Gesundheit und Soziales Berlin',
    street: 'Turmstraße 21',
    postalCode: '10559',
    city: 'Berlin',
    country: 'DE',
    vatId: null,
    email: 'fortbildung@lageso.example',
  },
  buyerReference: '991-01234-44',
  purchaseOrderNumber: null,
  lines: [line('Petra Krüger', '2026-12-15'), line('Michael Groß', '2027-01-19')],
  netCents: 198000,
  taxCents: 37620,
  grossCents: 235620,
  payment: payment('transfer', 'RE-2026-00045', { dueDate: '2026-12-01' }),
};

/** The company's order cancelled before it was paid. */
const unpaidCancellation: InvoiceSnapshot = {
  ...companyTransfer,
  kind: 'cancellation',
  number: 'ST-2026-00004',
  issueDate: '2026-11-24',
  cancels: { number: 'RE-2026-00044', issueDate: '2026-11-17' },
  payment: payment('transfer', 'ST-2026-00004'),
};

/** A free seat: a 100 % discount. */
const freeSeat: InvoiceSnapshot = {
  ...cardWithDiscount,
  number: 'RE-2026-00046',
  allowance: { reason: 'Freiplatz', netCents: 99000 },
  netCents: 0,
  taxCents: 0,
  grossCents: 0,
  payment: payment('free', 'RE-2026-00046'),
};

/** Every kind of invoice the product issues; those with `xrechnung` are also written as XRechnung. */
export const INVOICE_SAMPLES: { name: string; snapshot: InvoiceSnapshot; xrechnung: boolean }[] = [
  { name: 'card-discount', snapshot: cardWithDiscount, xrechnung: false },
  { name: 'card-cancellation', snapshot: cardCancellation, xrechnung: true },
  { name: 'vat-exempt', snapshot: vatExempt, xrechnung: false },
  { name: 'company-transfer', snapshot: companyTransfer, xrechnung: true },
  {
    name: 'transfer-without-account',
    snapshot: { ...companyTransfer, seller: { ...companyTransfer.seller, bank: null } },
    xrechnung: true,
  },
  { name: 'public-buyer', snapshot: publicBuyer, xrechnung: true },
  { name: 'unpaid-cancellation', snapshot: unpaidCancellation, xrechnung: true },
  { name: 'free-seat', snapshot: freeSeat, xrechnung: false },
];
