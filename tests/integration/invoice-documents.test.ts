import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invoicePdf } from '../../backend/src/invoices/invoice-pdf';
import { invoiceXml } from '../../backend/src/invoices/invoice-xml';
import { validateInvoices, type RuleFailure } from '../support/einvoice-validator';
import { INVOICE_SAMPLES } from '../support/invoice-samples';

/**
 * The Factur-X profile rules know only the Factur-X guideline IDs (BT-24), so the validator fails
 * every XRechnung's own ID with this one rule; the CEN and the KoSIT XRechnung rules decide there.
 */
function onlyTheFacturXGuidelineList(failure: RuleFailure): boolean {
  return (
    failure.check.startsWith('factur-x:') &&
    failure.rules.length === 1 &&
    /^FX-SCH-A-000556 .*GuidelineSpecifiedDocumentContextParameter/.test(failure.rules[0])
  );
}

describe('invoice documents', () => {
  const directory = mkdtempSync(join(tmpdir(), 'rechnungen-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('pass the official EN 16931, Factur-X and XRechnung rules: every kind of invoice as PDF, business ones also as XRechnung', async () => {
    const pdfs: string[] = [];
    const xrechnungs: string[] = [];
    for (const { name, snapshot, xrechnung } of INVOICE_SAMPLES) {
      const pdf = join(directory, `${name}.pdf`);
      writeFileSync(pdf, await invoicePdf(snapshot, invoiceXml(snapshot, 'en16931')));
      pdfs.push(pdf);
      if (!xrechnung) continue;
      const xml = join(directory, `${name}.xrechnung.xml`);
      writeFileSync(xml, invoiceXml(snapshot, 'xrechnung'));
      xrechnungs.push(xml);
    }

    const [facturX, xrechnung] = await Promise.all([
      validateInvoices(pdfs),
      validateInvoices(xrechnungs, { xrechnung: true }),
    ]);

    expect(facturX.failures).toEqual([]);
    expect(facturX.exitCode, facturX.output).toBe(0);
    expect(facturX.output.match(/^valid: /gm)).toHaveLength(pdfs.length);
    expect(xrechnung.failures.filter((failure) => !onlyTheFacturXGuidelineList(failure))).toEqual([]);
    for (const ruleSet of ['en16931', 'xrechnung'])
      expect(xrechnung.output.match(new RegExp(`^ok .*: ${ruleSet}: 0 failed rules`, 'gm'))).toHaveLength(
        xrechnungs.length,
      );
  }, 180_000);
});
