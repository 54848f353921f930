import { describe, expect, it } from 'vitest';
import type { InvoiceSeller } from './invoice-snapshot';
import { cancellationSnapshot, invoiceSnapshot, invoiceTax, InvoiceSubject, splitGross } from './invoice-snapshots';

const seller = { name: 'Beispiel GmbH' } as InvoiceSeller;
const subject: InvoiceSubject = {
  booking_id: 'b1',
  customer_name: 'Ersatz Person',
  customer_email: 'ersatz@beispiel.de',
  customer_company: null,
  payer_name: 'Paula Zahler',
  payer_email: 'paula@beispiel.de',
  payer_company: 'Zahler AG',
  billing_street: null,
  billing_postal_code: null,
  billing_city: null,
  billing_country: null,
  billing_vat_id: null,
  purchase_order_number: 'PO-1',
  leitweg_id: null,
  amount: 37985,
  original_amount: 47481,
  discount_amount: 9496,
  discount_code: 'FRUEHBUCHER',
  course_title: 'Medizinprodukteberater Basiszertifizierung',
  course_date: '2026-12-15',
  vat_exempt: false,
  vat_exemption_reference: null,
};

describe('invoice snapshots', () => {
  it('splits every gross amount into net and tax that add up to it exactly', () => {
    for (let gross = 1; gross <= 100_000; gross += 7) {
      const { netCents, taxCents } = splitGross(gross, { category: 'S', ratePercent: 19 });
      expect(netCents + taxCents).toBe(gross);
      expect(Math.abs(taxCents - netCents * 0.19)).toBeLessThanOrEqual(0.6);
    }
    expect(splitGross(47481, { category: 'S', ratePercent: 19 })).toEqual({ netCents: 39900, taxCents: 7581 });
    expect(splitGross(47481, invoiceTax({ vat_exempt: true, vat_exemption_reference: null }, 19))).toEqual({
      netCents: 47481,
      taxCents: 0,
    });
  });

  it('invoices the payer, names the participant and shows the discount as an allowance on the net', () => {
    const snapshot = invoiceSnapshot({
      number: 'RE-2026-00001',
      issueDate: '2026-11-20',
      subject,
      seller,
      tax: invoiceTax(subject, 19),
      payment: { method: 'card', paidDate: '2026-11-20', dueDate: null },
    });
    expect(snapshot).toMatchObject({
      buyer: { name: 'Paula Zahler', company: 'Zahler AG', email: 'paula@beispiel.de', street: '', country: 'DE' },
      buyerReference: 'PO-1',
      lines: [{ participant: 'Ersatz Person', unitNetCents: 39900, netCents: 39900, serviceDate: '2026-12-15' }],
      allowance: { reason: 'Rabatt (Code FRUEHBUCHER)', netCents: 7980 },
      netCents: 31920,
      taxCents: 6065,
      grossCents: 37985,
      payment: { reference: 'RE-2026-00001' },
    });
    expect(snapshot.lines[0].netCents - snapshot.allowance!.netCents).toBe(snapshot.netCents);
  });

  it('names the exemption and its certificate for a course exempt under § 4 Nr. 21 UStG', () => {
    expect(invoiceTax({ vat_exempt: true, vat_exemption_reference: 'Az. 12-345' }, 19)).toEqual({
      category: 'E',
      ratePercent: 0,
      exemptionReason:
        'Umsatzsteuerfrei nach § 4 Nr. 21 UStG (Bescheinigung der zuständigen Landesbehörde: Az. 12-345)',
    });
  });

  it('cancels all of an invoice with its own lines, or a part with one line over that part', () => {
    const original = invoiceSnapshot({
      number: 'RE-2026-00001',
      issueDate: '2026-11-20',
      subject,
      seller,
      tax: invoiceTax(subject, 19),
      payment: { method: 'card', paidDate: '2026-11-20', dueDate: null },
    });
    const whole = cancellationSnapshot({
      number: 'ST-2026-00001',
      issueDate: '2026-11-25',
      original,
      seller,
      grossCents: 37985,
    });
    expect(whole).toMatchObject({
      kind: 'cancellation',
      cancels: { number: 'RE-2026-00001', issueDate: '2026-11-20' },
      lines: original.lines,
      allowance: original.allowance,
      netCents: 31920,
      taxCents: 6065,
      payment: { method: 'card', paidDate: '2026-11-25', reference: 'ST-2026-00001' },
    });
    const part = cancellationSnapshot({
      number: 'ST-2026-00002',
      issueDate: '2026-11-25',
      original,
      seller,
      grossCents: 10000,
    });
    expect(part).toMatchObject({ lines: [{ netCents: 8403 }], allowance: null, netCents: 8403, taxCents: 1597 });
  });
});
