import { describe, expect, it } from 'vitest';
import type { InvoiceSeller } from './invoice-snapshot';
import {
  cancellationSnapshot,
  InvoiceSeat,
  invoiceSnapshot,
  invoiceTax,
  InvoiceSubject,
  shareOut,
  splitGross,
} from './invoice-snapshots';

const seller = { name: 'Beispiel GmbH' } as InvoiceSeller;
const seat: InvoiceSeat = {
  booking_id: 'b1',
  customer_name: 'Ersatz Person',
  amount: 37985,
  original_amount: 47481,
  discount_code: 'FRUEHBUCHER',
  course_title: 'Medizinprodukteberater Basiszertifizierung',
  course_date: '2026-12-15',
  vat_exempt: false,
  vat_exemption_reference: null,
};
const subject: InvoiceSubject = {
  order_id: 'b1',
  buyer_name: 'Paula Zahler',
  buyer_email: 'paula@beispiel.de',
  buyer_company: 'Zahler AG',
  billing_street: null,
  billing_postal_code: null,
  billing_city: null,
  billing_country: null,
  billing_vat_id: null,
  purchase_order_number: 'PO-1',
  leitweg_id: null,
  seats: [seat],
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
      tax: invoiceTax(seat, 19),
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
      tax: invoiceTax(seat, 19),
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

  it('invoices an order with a line per participant whose nets add up to the paid net to the cent', () => {
    const names = ['Erika Müller', 'Jonas Weber', 'Aylin Demir'];
    const seats = names.map((customer_name, index) => ({
      ...seat,
      booking_id: `b${index}`,
      customer_name,
      amount: 37985,
      original_amount: 47481,
    }));
    const snapshot = invoiceSnapshot({
      number: 'RE-2026-00002',
      issueDate: '2026-11-20',
      subject: { ...subject, seats },
      seller,
      tax: invoiceTax(seat, 19),
      payment: { method: 'transfer', paidDate: null, dueDate: '2026-12-04' },
    });
    expect(snapshot.lines.map((line) => line.participant)).toEqual(names);
    expect(snapshot.grossCents).toBe(3 * 37985);
    const linesNet = snapshot.lines.reduce((sum, line) => sum + line.netCents, 0);
    expect(linesNet - snapshot.allowance!.netCents).toBe(snapshot.netCents);
    expect(snapshot.netCents + snapshot.taxCents).toBe(snapshot.grossCents);

    const oneSeat = cancellationSnapshot({
      number: 'ST-2026-00003',
      issueDate: '2026-11-25',
      original: snapshot,
      seller,
      grossCents: 37985,
      participant: 'Jonas Weber',
    });
    expect(oneSeat.lines.map((line) => [line.participant, line.description.startsWith('Teilstornierung: ')])).toEqual([
      ['Jonas Weber', true],
    ]);
    expect(oneSeat.grossCents).toBe(37985);
  });

  it('shares out cents in proportion, adding up exactly', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(119748, [47500, 47500, 47500]).reduce((a, b) => a + b, 0)).toBe(119748);
    expect(shareOut(10, [0, 0])).toEqual([0, 0]);
  });
});
