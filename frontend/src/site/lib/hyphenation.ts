const SOFT_HYPHEN = '\u00ad';

/** Break points for the long compounds of this domain; browsers without German hyphenation need them. */
const compounds: [RegExp, string][] = [
  [/Medizinprodukte(berater|recht|verordnung)/g, `Medizin${SOFT_HYPHEN}produkte${SOFT_HYPHEN}$1`],
  [/Zertifizierung/g, `Zertifi${SOFT_HYPHEN}zierung`],
  // Headings of the legal pages.
  [/Datenschutzerklärung/g, `Datenschutz${SOFT_HYPHEN}erklärung`],
  [/Echtheitsprüfung/g, `Echtheits${SOFT_HYPHEN}prüfung`],
  [/Geltungsbereich/g, `Geltungs${SOFT_HYPHEN}bereich`],
  [/Geschäftsbedingungen/g, `Geschäfts${SOFT_HYPHEN}bedingungen`],
  [/Kontaktanfragen/g, `Kontakt${SOFT_HYPHEN}anfragen`],
  [/Schlussbestimmungen/g, `Schluss${SOFT_HYPHEN}bestimmungen`],
  [/Seminarunterlagen/g, `Seminar${SOFT_HYPHEN}unterlagen`],
  [/Logdateien/g, `Log${SOFT_HYPHEN}dateien`],
  [/Teilnahmezertifikat/g, `Teilnahme${SOFT_HYPHEN}zertifikat`],
  [/Verantwortlicher/g, `Verantwort${SOFT_HYPHEN}licher`],
  [/Verbraucherstreitbeilegung/g, `Verbraucher${SOFT_HYPHEN}streit${SOFT_HYPHEN}beilegung`],
  [/Vertragsschluss/g, `Vertrags${SOFT_HYPHEN}schluss`],
  [/Widerrufsbelehrung/g, `Widerrufs${SOFT_HYPHEN}belehrung`],
  [/Widerrufsformular/g, `Widerrufs${SOFT_HYPHEN}formular`],
  [/Auftragsverarbeitung/g, `Auftrags${SOFT_HYPHEN}verarbeitung`],
  [/Speicherdauer/g, `Speicher${SOFT_HYPHEN}dauer`],
];

/** Adds soft hyphens to headline text so it wraps cleanly on a phone. */
export function hyphenate(text: string): string {
  return compounds.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}
