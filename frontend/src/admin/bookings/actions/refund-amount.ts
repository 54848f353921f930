import { formatAmount } from '@mpb/domain';

const EURO_INPUT = /^(\d{1,7})(?:[,.](\d{1,2}))?$/;

/** '474,81' -> 47481 cents as the admin typed it in euros; an error when it is no amount from 0 to the paid one. */
export function parseRefundInput(text: string, paidCents: number): { cents: number } | { error: string } {
  const match = EURO_INPUT.exec(text.trim().replace(/\s*€$/, ''));
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (Number.isNaN(cents) || cents < 0 || cents > paidCents) {
    return { error: `Bitte geben Sie einen Betrag von 0 € bis ${formatAmount(paidCents)} ein.` };
  }
  return { cents };
}

/** 47481 -> '474,81', the amount as the input shows it. */
export function refundInputOf(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',').replace(/,00$/, '');
}
