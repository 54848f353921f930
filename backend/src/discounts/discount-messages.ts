/** The spec's German texts for discount codes (000 §5, §8). */
export const DISCOUNT_MESSAGES = {
  invalid: 'Ungültiger Discount-Code',
  expired: 'Dieser Discount-Code ist abgelaufen.',
  notYetValid: 'Dieser Discount-Code ist noch nicht gültig.',
  usedOrLimitReached: 'Dieser Discount-Code wurde bereits verwendet oder das Limit ist erreicht.',
  firstBookingOnly: 'Dieser Discount-Code gilt nur für die erste Buchung.',
  emailFirst: 'Bitte geben Sie zuerst Ihre E-Mail-Adresse ein',
  codeRequired: 'Bitte geben Sie einen Discount-Code ein.',
} as const;
