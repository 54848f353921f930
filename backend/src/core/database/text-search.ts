/**
 * Admin searches fold letter case by Unicode's rules under ICU's root collation, whatever the
 * database's own: a cluster made with the C locale (as many hosted ones are) lower-cases A-Z only,
 * so 'ÜBERMUTH' would never be found as 'übermuth'. The trigram indexes of migration
 * AdminSearchAnyCollation are built over this very expression.
 */
const foldCase = (expression: string) => `lower(${expression} COLLATE "und-x-icu")`;

/** The LIKE pattern for text containing the term: its own `%`, `_` and `\` match literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** SQL: one of the text columns contains the pattern (from containsPattern) at `placeholder`, in any letter case. */
export function anyContains(columns: readonly string[], placeholder: string): string {
  return `(${columns.map((column) => `${foldCase(column)} LIKE ${foldCase(placeholder)}`).join(' OR ')})`;
}
