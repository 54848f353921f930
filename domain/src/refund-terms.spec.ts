import { describe, expect, it } from 'vitest';
import {
  cancellationFeeLines,
  explainRefundRule,
  FULL_REFUND_DAYS,
  HALF_REFUND_DAYS,
  REFUND_RULE_PERIODS,
  refundCentsFor,
  refundRuleFor,
} from './refund-terms';

describe('refundRuleFor', () => {
  it('refunds all from 14 days, half from 7 to 13 days, nothing later', () => {
    expect([FULL_REFUND_DAYS, HALF_REFUND_DAYS]).toEqual([14, 7]);
    expect(refundRuleFor(30)).toBe('full');
    expect(refundRuleFor(14)).toBe('full');
    expect(refundRuleFor(13)).toBe('half');
    expect(refundRuleFor(7)).toBe('half');
    expect(refundRuleFor(6)).toBe('none');
    expect(refundRuleFor(0)).toBe('none');
    expect(refundRuleFor(-1)).toBe('none');
  });
});

describe('refundCentsFor', () => {
  it('rounds half of an odd amount up to the customer', () => {
    expect(refundCentsFor('full', 47481)).toBe(47481);
    expect(refundCentsFor('half', 47481)).toBe(23741);
    expect(refundCentsFor('half', 47400)).toBe(23700);
    expect(refundCentsFor('none', 47481)).toBe(0);
  });
});

describe('texts of the rule', () => {
  it('state the same days as the rule', () => {
    expect(REFUND_RULE_PERIODS).toEqual({
      full: 'ab 14 Tagen vor Beginn',
      half: '7 bis 13 Tage vor Beginn',
      none: 'weniger als 7 Tage vor Beginn',
    });
    expect(cancellationFeeLines('Seminar')).toEqual([
      'bis 14 Tage vor Seminarbeginn: kostenfrei, Sie erhalten den vollen Betrag zurück',
      'weniger als 14 Tage vor Seminarbeginn: 50 % der Seminargebühr',
      'weniger als 7 Tage vor Seminarbeginn sowie bei Nichterscheinen: 100 % der Seminargebühr',
    ]);
    expect(cancellationFeeLines('Kurs')).toEqual([
      'Bis 14 Tage vor Kursbeginn: kostenfreie Stornierung',
      'Weniger als 14 Tage vor Kursbeginn: 50 % der Kursgebühr',
      'Weniger als 7 Tage vor Kursbeginn und bei Nichterscheinen: 100 % der Kursgebühr',
    ]);
  });
});

describe('explainRefundRule', () => {
  it('names the days left and the rule, as the admin and the participant read it', () => {
    expect(explainRefundRule({ daysBeforeStart: 10, rule: 'half' })).toBe(
      'Noch 10 Tage bis Kursbeginn: nach den AGB Erstattung der Hälfte (7 bis 13 Tage vor Beginn).',
    );
    expect(explainRefundRule({ daysBeforeStart: 1, rule: 'none' })).toBe(
      'Noch 1 Tag bis Kursbeginn: nach den AGB keine Erstattung (weniger als 7 Tage vor Beginn).',
    );
  });
});
