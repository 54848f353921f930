import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES } from '@mpb/domain';
import { companyName, emailAddress, personName, phoneNumber } from './field-rules';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe('shared field rules', () => {
  it('names: 2-50 letters incl. umlauts, spaces, hyphens, apostrophes, dots', () => {
    const name = personName();
    for (const valid of ['Jörg Müller', 'Zoë D’Angelo', "O'Neill", 'Dr. Anna-Lena Weiß', 'Li'])
      expect(messageOf(name, valid)).toBeNull();
    expect(messageOf(name, undefined)).toBe(FIELD_MESSAGES.nameRequired);
    expect(messageOf(name, '  ')).toBe(FIELD_MESSAGES.nameRequired);
    for (const invalid of ['A', '---', 'Max2', 'a'.repeat(51), 'Max <script>'])
      expect(messageOf(name, invalid)).toBe(FIELD_MESSAGES.nameInvalid);
    expect(name.parse('  Jörg  ')).toBe('Jörg');
  });

  it('e-mail: trimmed and lower-cased, at most 254 characters', () => {
    const email = emailAddress();
    expect(email.parse('  Max.Muster@Beispiel.DE ')).toBe('max.muster@beispiel.de');
    expect(messageOf(email, '')).toBe(FIELD_MESSAGES.emailRequired);
    for (const invalid of [
      'max',
      'max@',
      '@beispiel.de',
      'max@beispiel',
      'max muster@beispiel.de',
      `${'a'.repeat(250)}@b.de`,
    ]) {
      expect(messageOf(email, invalid)).toBe(FIELD_MESSAGES.emailInvalid);
    }
  });

  it('phone: optional, national or international, up to 16 digits and 20 characters', () => {
    const phone = phoneNumber({ minLength: 5 });
    for (const valid of [
      undefined,
      null,
      '',
      '+49 30 1234567',
      '030 1234567',
      '(0171) 123-45-67',
      '0049 89 123456',
      '+1 212 5550100',
    ]) {
      expect(messageOf(phone, valid)).toBeNull();
    }
    expect(messageOf(phone, '1234')).toBe(FIELD_MESSAGES.phoneTooShort);
    for (const invalid of ['+0 30 1234', '12345x', '+49301234567890123', '+49 30 1234 5678 90123'])
      expect(messageOf(phone, invalid)).toBe(FIELD_MESSAGES.phoneInvalid);
  });

  it('company: letters, digits, space, &, dot, hyphen; 2-100 characters', () => {
    const company = companyName();
    for (const valid of [undefined, 'Müller & Söhne GmbH', 'B. Braun Melsungen AG', '3M Deutschland'])
      expect(messageOf(company, valid)).toBeNull();
    for (const invalid of ['A', 'Firma (Berlin)', 'x'.repeat(101), '& .'])
      expect(messageOf(company, invalid)).toBe(FIELD_MESSAGES.companyInvalid);
  });
});
