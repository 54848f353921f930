import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  checkCity,
  checkCountry,
  checkLeitwegId,
  checkPostalCode,
  checkPurchaseOrderNumber,
  checkStreet,
  checkVatId,
  normalisePostalCode,
  normaliseVatId,
} from './billing-rules';
import { grossFromNet, priceTaxNote } from './money';

describe('billing address', () => {
  it('asks for street and house number and the city', () => {
    expect(checkStreet('Hauptstraße 5a')).toBeNull();
    expect(checkStreet('Am Alten Markt 1/3, Hinterhaus')).toBeNull();
    expect(checkStreet('  ')).toBe(BILLING_MESSAGES.streetRequired);
    expect(BILLING_MESSAGES.streetRequired).toBe('Straße und Hausnummer sind erforderlich');
    for (const invalid of ['12', 'Straße <b>1</b>', 'S'.repeat(101)])
      expect(checkStreet(invalid)).toBe(BILLING_MESSAGES.streetInvalid);
    expect(checkCity('Frankfurt am Main')).toBeNull();
    expect(checkCity('Halle (Saale)')).toBeNull();
    expect(checkCity('')).toBe('Ort ist erforderlich');
    expect(checkCity('Köln<script>')).toBe(BILLING_MESSAGES.cityInvalid);
  });

  it('takes 5-digit postal codes in Germany, 4 digits in Austria and Switzerland, 2-10 letters and digits elsewhere', () => {
    expect(checkPostalCode('10115', 'DE')).toBeNull();
    expect(checkPostalCode('1010', 'AT')).toBeNull();
    expect(checkPostalCode('8001', 'CH')).toBeNull();
    expect(checkPostalCode('1234 ab', 'NL')).toBeNull();
    expect(checkPostalCode('00-950', 'PL')).toBeNull();
    for (const [code, country] of [
      ['1011', 'DE'],
      ['101155', 'DE'],
      ['1O115', 'DE'],
      ['10115', 'AT'],
      ['', 'DE'],
      ['1', 'FR'],
      ['12345678901', 'FR'],
      ['12_34', 'FR'],
    ])
      expect(checkPostalCode(code, country), `${code} ${country}`).toBe(
        'Bitte geben Sie eine gültige Postleitzahl ein',
      );
    expect(normalisePostalCode('  1234   ab ')).toBe('1234 AB');
  });

  it('takes only the listed countries', () => {
    expect(checkCountry('AT')).toBeNull();
    for (const invalid of ['', 'de', 'XX', 'USA']) expect(checkCountry(invalid)).toBe(BILLING_MESSAGES.countryInvalid);
  });
});

describe('VAT ID', () => {
  it("checks the format of the billing country's VAT ID, with or without separators", () => {
    for (const [vatId, country] of [
      ['DE123456789', 'DE'],
      ['de 123 456 789', 'DE'],
      ['ATU12345678', 'AT'],
      ['CHE-123.456.789 MWST', 'CH'],
      ['FR12345678901', 'FR'],
      ['NL123456789B01', 'NL'],
      ['EL123456789', 'GR'],
      ['', 'DE'],
    ])
      expect(checkVatId(vatId, country), vatId).toBeNull();
    for (const [vatId, country] of [
      ['DE12345678', 'DE'],
      ['DE1234567890', 'DE'],
      ['123456789', 'DE'],
      ['ATU12345678', 'DE'],
      ['AT12345678', 'AT'],
      ['GR123456789', 'GR'],
    ])
      expect(checkVatId(vatId, country), vatId).toBe('Ungültige USt-IdNr.');
    expect(normaliseVatId('de 123.456-789')).toBe('DE123456789');
  });
});

describe('order references', () => {
  it('takes a Leitweg-ID of the XRechnung format whose check digits hold', () => {
    for (const valid of ['04011000-1234512345-06', '991-33333TEST-33', ' 04011000-1234512345-06 '])
      expect(checkLeitwegId(valid), valid).toBeNull();
    for (const invalid of ['04011000-1234512345-07', '04011000-1234512345', '0-12-34', 'abc', '04011000_12345-06'])
      expect(checkLeitwegId(invalid), invalid).toBe('Ungültige Leitweg-ID');
    expect(checkLeitwegId('')).toBeNull();
  });

  it('takes a purchase-order number of up to 50 characters', () => {
    expect(checkPurchaseOrderNumber('PO-2026/0815 (Einkauf)')).toBeNull();
    expect(checkPurchaseOrderNumber('')).toBeNull();
    expect(checkPurchaseOrderNumber('B'.repeat(51))).toBe(BILLING_MESSAGES.purchaseOrderNumberInvalid);
    expect(checkPurchaseOrderNumber('PO<1>')).toBe(BILLING_MESSAGES.purchaseOrderNumberInvalid);
  });
});

describe('tax note', () => {
  it('shows 19 % VAT, or that an exempt course carries none', () => {
    expect(priceTaxNote(false)).toBe('inkl. 19\u00a0% MwSt.');
    expect(priceTaxNote(true)).toBe('umsatzsteuerfrei');
    expect(grossFromNet(39900, 0)).toBe(39900);
  });
});
