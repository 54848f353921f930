/**
 * The terms' cancellation rule (AGB § 7, DECISIONS 23): cancelled at least FULL_REFUND_DAYS
 * calendar days before the start, the whole fee comes back; at least HALF_REFUND_DAYS, half;
 * later, nothing. Every text that states the rule is built from these numbers.
 */
export const FULL_REFUND_DAYS = 14;
export const HALF_REFUND_DAYS = 7;

export const REFUND_RULES = ['full', 'half', 'none'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

/** The rule for the calendar days left before the start (negative once it started). */
export function refundRuleFor(daysBeforeStart: number): RefundRule {
  return daysBeforeStart >= FULL_REFUND_DAYS ? 'full' : daysBeforeStart >= HALF_REFUND_DAYS ? 'half' : 'none';
}

/** The refund a rule gives; half of an odd amount rounds to the customer's favour (whole cents). */
export function refundCentsFor(rule: RefundRule, paidCents: number): number {
  return rule === 'full' ? paidCents : rule === 'half' ? Math.ceil(paidCents / 2) : 0;
}

/** The days each rule covers, as the admin's refund dialog and the API describe them. */
export const REFUND_RULE_PERIODS: Record<RefundRule, string> = {
  full: `ab ${FULL_REFUND_DAYS} Tagen vor Beginn`,
  half: `${HALF_REFUND_DAYS} bis ${FULL_REFUND_DAYS - 1} Tage vor Beginn`,
  none: `weniger als ${HALF_REFUND_DAYS} Tage vor Beginn`,
};

/** The terms' rule in words for the days left before the start, as the admin's refund dialog and 'Meine Buchungen' state it. */
export function explainRefundRule({ daysBeforeStart, rule }: { daysBeforeStart: number; rule: RefundRule }): string {
  const timing =
    daysBeforeStart < 0
      ? 'Der Kurs hat bereits begonnen'
      : daysBeforeStart === 1
        ? 'Noch 1 Tag bis Kursbeginn'
        : `Noch ${daysBeforeStart} Tage bis Kursbeginn`;
  const terms = {
    full: `nach den AGB volle Erstattung (${REFUND_RULE_PERIODS.full})`,
    half: `nach den AGB Erstattung der Hälfte (${REFUND_RULE_PERIODS.half})`,
    none: `nach den AGB keine Erstattung (${REFUND_RULE_PERIODS.none})`,
  }[rule];
  return `${timing}: ${terms}.`;
}

/**
 * The cancellation fees as the AGB (`Seminar`) and the booking mails (`Kurs`) list them, one
 * line per rule, without punctuation at the end.
 */
export function cancellationFeeLines(event: 'Seminar' | 'Kurs'): [string, string, string] {
  if (event === 'Seminar') {
    return [
      `bis ${FULL_REFUND_DAYS} Tage vor Seminarbeginn: kostenfrei, Sie erhalten den vollen Betrag zurück`,
      `weniger als ${FULL_REFUND_DAYS} Tage vor Seminarbeginn: 50 % der Seminargebühr`,
      `weniger als ${HALF_REFUND_DAYS} Tage vor Seminarbeginn sowie bei Nichterscheinen: 100 % der Seminargebühr`,
    ];
  }
  return [
    `Bis ${FULL_REFUND_DAYS} Tage vor Kursbeginn: kostenfreie Stornierung`,
    `Weniger als ${FULL_REFUND_DAYS} Tage vor Kursbeginn: 50 % der Kursgebühr`,
    `Weniger als ${HALF_REFUND_DAYS} Tage vor Kursbeginn und bei Nichterscheinen: 100 % der Kursgebühr`,
  ];
}
