const SOFT_HYPHEN = '\u00ad';

/** Break points for the long compounds of this domain; browsers without German hyphenation need them. */
const compounds: [RegExp, string][] = [
  [/Medizinprodukte(berater|recht|verordnung)/g, `Medizin${SOFT_HYPHEN}produkte${SOFT_HYPHEN}$1`],
  [/Zertifizierung/g, `Zertifi${SOFT_HYPHEN}zierung`],
];

/** Adds soft hyphens to headline text so it wraps cleanly on a phone. */
export function hyphenate(text: string): string {
  return compounds.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}
