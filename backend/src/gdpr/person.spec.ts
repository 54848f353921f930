import { describe, expect, it } from 'vitest';
import { FREE_TEXT_KEY, holdsFreeText, PERSONAL_KEY, scrubJson } from './json-scrub';
import { Person, personPattern, REDACTED, scrubReason, scrubText } from './person';

const person = (terms: string[], shared: string[] = []): Person => {
  const email = 'anna@beispiel.de';
  const own = [...terms, ...shared];
  return { email, terms, ids: ['b-1'], pattern: personPattern(email, terms), ownPattern: personPattern(email, own) };
};

describe('what a GDPR deletion erases of a person', () => {
  const anna = person(['Anna Berg', '+49 171 9876543']);

  it('finds the address but not a longer one that contains it', () => {
    expect(scrubText('an anna@beispiel.de, ANNA@Beispiel.DE.', anna)).toBe(`an ${REDACTED}, ${REDACTED}.`);
    expect(scrubText('an joanna@beispiel.de und anna@beispiel.de.com', anna)).toBe(
      'an joanna@beispiel.de und anna@beispiel.de.com',
    );
  });

  it('finds names case-insensitively and phone numbers however they are written', () => {
    for (const phone of ['+49 171 9876543', '+491719876543', '0171 987 65 43', '0171/9876543', '(0171) 98 76 54 3']) {
      expect(scrubText(`Frau anna berg, Tel. ${phone}`, anna), phone).toBe(`Frau ${REDACTED}, Tel. ${REDACTED}`);
    }
    expect(scrubText('Konto 1017198765430', anna)).toBe('Konto 1017198765430');
    for (const phone of ['+49 (0)171 98765-43', '0049 171 9876543', '0049 (0) 171 9876543', '0171–9876543']) {
      expect(scrubText(`Tel. ${phone}.`, anna), phone).toBe(`Tel. ${REDACTED}.`);
    }
    const landline = person(['030 1234567']);
    expect(scrubText('+49 30 1234567 oder 0301234567', landline)).toBe(`${REDACTED} oder ${REDACTED}`);
  });

  it('finds names as whole words, also surname first and in the genitive', () => {
    expect(scrubText('mit ANNA  BERG, Berg, Anna und Berg Anna; Anna Bergs Kollegin', anna)).toBe(
      `mit ${REDACTED}, ${REDACTED} und ${REDACTED}; ${REDACTED} Kollegin`,
    );
    expect(scrubText('Anna Bergmann; Johanna Berg; Anna Bergé', anna)).toBe('Anna Bergmann; Johanna Berg; Anna Bergé');
    expect(scrubText('Frau Jörg Müller-Lüdenscheidts Platz', person(['Jörg Müller-Lüdenscheidt']))).toBe(
      `Frau ${REDACTED} Platz`,
    );
  });

  it('leaves names too short to single anyone out', () => {
    expect(scrubText('Max kommt', person(['Max']))).toBe('Max kommt');
  });

  it('strips every address from a deletion reason, and names and numbers the person shares with others', () => {
    expect(scrubReason('Antrag von Anna Berg, Kopie an anwalt@kanzlei.de', anna)).toBe(
      `Antrag von ${REDACTED}, Kopie an ${REDACTED}`,
    );
    const namesake = person(['Anna Berg'], ['Bernd Testmann', '+49 30 1234567']);
    expect(scrubText('Bernd Testmann, 0301234567', namesake)).toBe('Bernd Testmann, 0301234567');
    expect(scrubReason('Löschanfrage per E-Mail von Bernd Testmann, Tel. 0301234567', namesake)).toBe(
      `Löschanfrage per E-Mail von ${REDACTED}, Tel. ${REDACTED}`,
    );
  });

  it('redacts free text and personal fields of a record about the person, names elsewhere', () => {
    const audit = {
      type: 'confirmation',
      message: 'Rückruf erbeten',
      customer_name: 'A. B.',
      email_status: 'sent',
      nested: [{ note: 'Anna Berg ruft an' }],
    };
    expect(scrubJson(audit, anna, PERSONAL_KEY)).toEqual({
      type: 'confirmation',
      message: REDACTED,
      customer_name: REDACTED,
      email_status: 'sent',
      nested: [{ note: REDACTED }],
    });
    expect(scrubJson(audit, anna, null)).toEqual({ ...audit, nested: [{ note: `${REDACTED} ruft an` }] });
    expect(
      scrubJson(
        { bookingId: 'b-1', kind: 'confirmation', reason: 'removed', customMessage: 'Hallo' },
        anna,
        FREE_TEXT_KEY,
      ),
    ).toEqual({
      bookingId: 'b-1',
      kind: 'confirmation',
      reason: 'removed',
      customMessage: REDACTED,
    });
    expect(holdsFreeText({ bookingId: 'b-1', customMessage: 'Hallo' })).toBe(true);
    expect(holdsFreeText({ bookingId: 'b-1', courseId: 'c-1', seats: 1 })).toBe(false);
  });
});
