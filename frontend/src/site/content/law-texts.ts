/** Official law texts the content pages link to (spec 001 §2: a link to the official law text). */
export interface LawText {
  href: string;
  label: string;
}

export const MPDG_SECTION_83: LawText = {
  href: 'https://www.gesetze-im-internet.de/mpdg/__83.html',
  label: '§ 83 MPDG im Wortlaut',
};

/** '§ 83', 'Art. 87', 'Klasse IIa', 'EN ISO 13485', '30.000 Euro': joined by a no-break space so a phone never splits them. */
export function keepReferencesTogether(text: string): string {
  return text
    .replace(/(§§?|Art\.|Artikel|Abs\.|Absatz|Nr\.|Regel|Regeln|Klasse) (?=\d|I{1,3}[ab]?\b)/g, '$1\u00a0')
    .replace(/(\d) (Euro|Tage|Tagen|Stunden|Minuten|%)/g, '$1\u00a0$2')
    .replace(/(EN|ISO|\(EU\)) (?=ISO|\d)/g, '$1\u00a0');
}
