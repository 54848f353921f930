import { describe, expect, it } from 'vitest';
import {
  checkComments,
  checkCompany,
  checkEmail,
  checkName,
  checkPhone,
  FIELD_MESSAGES,
  inputFilters,
  isValidEmail,
  normaliseEmail,
  PHONE_MIN_LENGTH,
} from './field-rules';

describe('name (000 §5)', () => {
  it('takes 2-50 letters incl. umlauts, spaces, hyphens, apostrophes and dots', () => {
    for (const valid of ['Jörg Müller', 'Zoë D’Angelo', "O'Neill", 'Dr. Anna-Lena Weiß', 'Li', 'a'.repeat(50)]) {
      expect(checkName(valid, true)).toBeNull();
    }
  });

  it("answers the spec's messages", () => {
    expect(checkName('  ', true)).toBe(FIELD_MESSAGES.nameRequired);
    expect(checkName('', false)).toBeNull();
    for (const invalid of ['A', '---', 'Max2', 'a'.repeat(51), 'Max <script>'])
      expect(checkName(invalid, false)).toBe(FIELD_MESSAGES.nameInvalid);
    expect(FIELD_MESSAGES.nameInvalid).toBe('Ungültiger Name (2-50 Zeichen, nur Buchstaben)');
  });
});

describe('e-mail (000 §5)', () => {
  it("accepts '+' and dots in the local part and is case-insensitive", () => {
    for (const valid of [
      'max+kurs@beispiel.de',
      'max.muster@sub.beispiel.de',
      ' Max.Muster@Beispiel.DE ',
      'a_b-c@x-y.info',
    ]) {
      expect(isValidEmail(valid)).toBe(true);
      expect(checkEmail(valid)).toBeNull();
    }
    expect(normaliseEmail(' Max+Kurs@Beispiel.DE ')).toBe('max+kurs@beispiel.de');
  });

  it('refuses addresses without a domain, with spaces or longer than 254 characters', () => {
    for (const invalid of [
      'max',
      'max@',
      '@beispiel.de',
      'max@beispiel',
      'max muster@beispiel.de',
      'max@-beispiel.de',
      `${'a'.repeat(250)}@b.de`,
    ]) {
      expect(checkEmail(invalid)).toBe(FIELD_MESSAGES.emailInvalid);
    }
    expect(checkEmail('')).toBe(FIELD_MESSAGES.emailRequired);
  });

  it("lets each form use the spec's own wording", () => {
    const messages = { required: FIELD_MESSAGES.emailRequired, invalid: FIELD_MESSAGES.bookingEmailInvalid };
    expect(checkEmail('max@', messages)).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein (z.B. max.mustermann@beispiel.de)',
    );
  });
});

describe('phone (000 §5)', () => {
  it('accepts national numbers with their leading 0 and international ones', () => {
    for (const valid of [
      '030 1234567',
      '0171 1234567',
      '(0171) 123-45-67',
      '089/123456',
      '+49 30 1234567',
      '0049 89 123456',
      '+1 212 5550100',
    ]) {
      expect(checkPhone(valid, PHONE_MIN_LENGTH)).toBeNull();
    }
    expect(checkPhone('', PHONE_MIN_LENGTH)).toBeNull();
  });

  it('refuses short, malformed and overlong numbers', () => {
    expect(checkPhone('1234', PHONE_MIN_LENGTH)).toBe(FIELD_MESSAGES.phoneTooShort);
    for (const invalid of ['+0 30 1234', '0123', '12345x', '+49301234567890123', '+49 30 1234 5678 90123']) {
      expect(checkPhone(invalid)).toBe(FIELD_MESSAGES.phoneInvalid);
    }
  });
});

describe('company and comments (000 §5)', () => {
  it('company: letters, digits, space, &, dot, hyphen; 2-100 characters; required for business customers', () => {
    for (const valid of ['Müller & Söhne GmbH', 'B. Braun Melsungen AG', '3M Deutschland'])
      expect(checkCompany(valid, true)).toBeNull();
    for (const invalid of ['A', 'Firma (Berlin)', 'x'.repeat(101), '& .'])
      expect(checkCompany(invalid, false)).toBe(FIELD_MESSAGES.companyInvalid);
    expect(checkCompany(' ', true)).toBe(FIELD_MESSAGES.companyRequired);
    expect(checkCompany(' ', false)).toBeNull();
  });

  it('comments: at most 1000 characters', () => {
    expect(checkComments('x'.repeat(1000))).toBeNull();
    expect(checkComments('x'.repeat(1001))).toBe(FIELD_MESSAGES.commentsTooLong);
  });
});

describe('typing filters', () => {
  it('drop characters a field can never hold and cut to its length', () => {
    expect(inputFilters.name('Max2 Müller!')).toBe('Max Müller');
    expect(inputFilters.email(' max @ beispiel.de')).toBe('max@beispiel.de');
    expect(inputFilters.phone('+49 (30) 123-45a')).toBe('+49 (30) 123-45');
    expect(inputFilters.company('Müller & Söhne (GmbH)')).toBe('Müller & Söhne GmbH');
    expect(inputFilters.name('a'.repeat(60))).toHaveLength(50);
  });
});
