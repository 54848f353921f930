import { describe, expect, it } from 'vitest';
import { checkParticipants, orderTotal, ORDER_MESSAGES, seatsLeftMessage } from './orders';

describe('checkParticipants', () => {
  it('accepts distinct, valid participants', () => {
    expect(
      checkParticipants([
        { name: 'Erika Müller', email: 'erika@beispiel.de' },
        { name: 'Jonas Weber', email: 'jonas@beispiel.de' },
      ]),
    ).toEqual({});
  });

  it('refuses the same address twice, whatever its case, on the later entry', () => {
    expect(
      checkParticipants([
        { name: 'Erika Müller', email: 'erika@beispiel.de' },
        { name: 'Erika Zwei', email: ' Erika@Beispiel.de ' },
      ]),
    ).toEqual({ 'participants.1.email': ORDER_MESSAGES.sameEmailTwice });
  });

  it('applies the spec field rules to each entry', () => {
    expect(checkParticipants([{ name: 'E', email: 'keine-adresse' }])).toEqual({
      'participants.0.name': 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)',
      'participants.0.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein (z.B. max.mustermann@beispiel.de)',
    });
  });
});

describe('order pricing', () => {
  it('multiplies price and discount by the seats', () => {
    expect(orderTotal(3, 47500, 9500)).toEqual({ originalCents: 142500, discountCents: 28500, totalCents: 114000 });
  });

  it('says how many seats are left', () => {
    expect(seatsLeftMessage(2)).toMatch(/^Nur noch 2 Plätze frei\./);
    expect(seatsLeftMessage(1)).toMatch(/^Nur noch 1 Platz frei\./);
  });
});
