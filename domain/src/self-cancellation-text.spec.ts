import { describe, expect, it } from 'vitest';
import { refundReason, selfCancellationText } from './self-cancellation-text';

describe('selfCancellationText', () => {
  it('states the withdrawal with the full amount', () => {
    expect(selfCancellationText({ basis: 'withdrawal', refundCents: 47481, daysBeforeStart: 3 })).toBe(
      'Widerruf: Sie haben als Privatkunde vor weniger als 14 Tagen gebucht und der Kurs hat noch nicht begonnen. ' +
        'Sie können die Buchung daher widerrufen (§ 355 BGB) und erhalten den vollen Betrag von 474,81\u00a0€ zurück.',
    );
  });

  it("states the terms' band in the admin's words and the amount", () => {
    expect(selfCancellationText({ basis: 'half', refundCents: 23741, daysBeforeStart: 10 })).toBe(
      'Noch 10 Tage bis Kursbeginn: nach den AGB Erstattung der Hälfte (7 bis 13 Tage vor Beginn). ' +
        'Bei einer Stornierung heute erhalten Sie 237,41\u00a0€ zurück.',
    );
    expect(selfCancellationText({ basis: 'none', refundCents: 0, daysBeforeStart: 3 })).toBe(
      'Noch 3 Tage bis Kursbeginn: nach den AGB keine Erstattung (weniger als 7 Tage vor Beginn). ' +
        'Bei einer Stornierung heute wird kein Betrag erstattet.',
    );
  });
});

describe('refundReason', () => {
  it("names the withdrawal, else the terms' band", () => {
    expect(refundReason({ basis: 'withdrawal', daysBeforeStart: 1 })).toBe(
      'Widerruf innerhalb von 14 Tagen nach Buchung (Privatkunde): volle Erstattung.',
    );
    expect(refundReason({ basis: 'none', daysBeforeStart: 1 })).toBe(
      'Noch 1 Tag bis Kursbeginn: nach den AGB keine Erstattung (weniger als 7 Tage vor Beginn).',
    );
  });
});
