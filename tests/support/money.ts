/** The exact amount (DECISIONS 19): 47500 -> '475 €', 47481 -> '474,81 €', with the no-break space before the sign. */
export function euro(cents: number): string {
  const euros = Math.trunc(cents / 100).toLocaleString('de-DE');
  return cents % 100 === 0 ? `${euros}\u00a0€` : `${euros},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}
