// Finds invoice numbers such as 'RE-2026-00042' the way banking apps and payers pass them on: any
// case, with up to three spaces, line breaks, dashes or dots between any two of their characters,
// or none at all ('RE 2026 00042', 'RE202600042'), but never inside a longer word or number
// ('XRE-2026-00042', 'RE-2026-000421').

const MAX_GAP = 3;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A text's letters and digits, upper case, each with how many other characters came before it. */
export interface SearchableText {
  characters: string;
  gaps: number[];
}

/** 'RE-2026-00042' -> 'RE202600042'; an invoice number is made of ASCII letters and digits. */
export function compactNumber(number: string): string {
  return number.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function searchableText(text: string): SearchableText {
  let characters = '';
  const gaps: number[] = [];
  let gap = 0;
  for (const character of text) {
    if (!LETTER_OR_DIGIT.test(character)) {
      gap += 1;
      continue;
    }
    // Other letters and digits (ü, ß) are never part of a number, but one right before it makes it part of a word.
    const ascii = /^[A-Za-z0-9]$/.test(character);
    characters += ascii ? character.toUpperCase() : '_';
    gaps.push(gap);
    gap = 0;
  }
  return { characters, gaps };
}

/** Where the compact number first stands on its own in the text, or -1. */
export function positionOf(number: string, text: SearchableText): number {
  const { characters, gaps } = text;
  if (!number) return -1;
  for (let at = characters.indexOf(number); at >= 0; at = characters.indexOf(number, at + 1)) {
    const end = at + number.length;
    const together = gaps.slice(at + 1, end).every((gap) => gap <= MAX_GAP);
    const apartBefore = at === 0 || gaps[at] > 0;
    const apartAfter = end === characters.length || gaps[end] > 0 || !/[0-9]/.test(characters[end]);
    if (together && apartBefore && apartAfter) return at;
  }
  return -1;
}
