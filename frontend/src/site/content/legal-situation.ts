import { SITE } from '../lib/site-settings';

/** Content of /rechtslage-strafen that changes with the law: review dates, violations, history. */

/**
 * Months of the editorial legal review, operator data from configuration (DECISIONS.md 14 and 29:
 * SITE_LEGAL_CHECK_LAST and SITE_LEGAL_CHECK_NEXT, 'yyyy-MM'); the API warns once the next is due.
 */
export const LEGAL_REVIEW = {
  last: SITE.legalCheckLast,
  next: SITE.legalCheckNext,
};

type Severity = 'high' | 'medium' | 'low';

export interface Violation {
  violation: string;
  description: string;
  penalty: string;
  severity: Severity;
  prevention: string;
  legalBasis: string;
}

export const SEVERITY_LABELS: Record<Severity, string> = {
  high: 'Hohes Risiko',
  medium: 'Mittleres Risiko',
  low: 'Niedriges Risiko',
};

export const violations: Violation[] = [
  {
    violation: 'Tätigkeit ohne Sachkenntnis',
    description:
      'Wer Fachkreise berufsmäßig informiert oder einweist, ohne die für die jeweiligen Produkte erforderliche Sachkenntnis und Erfahrung zu besitzen, handelt ordnungswidrig. Das gilt auch für die Information am Telefon.',
    penalty: 'Geldbuße bis zu 30.000 Euro',
    severity: 'high',
    prevention: 'Qualifizierung vor dem ersten Kundenkontakt, produktbezogene Schulungen dokumentieren.',
    legalBasis: '§ 83 Abs. 1, § 94 Abs. 2 Nr. 7 und Abs. 5 MPDG',
  },
  {
    violation: 'Meldungen nicht aufgezeichnet oder weitergeleitet',
    description:
      'Mitteilungen aus den Fachkreisen über Nebenwirkungen, Fehlfunktionen, technische Mängel oder sonstige Risiken müssen schriftlich aufgezeichnet und unverzüglich an den Hersteller oder seinen Bevollmächtigten übermittelt werden.',
    penalty: 'Geldbuße bis zu 30.000 Euro',
    severity: 'high',
    prevention: 'Festen Meldeweg und Formular nutzen, Eingang beim Hersteller bestätigen lassen.',
    legalBasis: '§ 83 Abs. 4, § 94 Abs. 2 Nr. 9 und Abs. 5 MPDG',
  },
  {
    violation: 'Sachkenntnis nicht nachgewiesen',
    description:
      'Verlangt die zuständige Behörde den Nachweis der Sachkenntnis, muss er richtig und rechtzeitig erbracht werden. Ein bestimmtes Zertifikat ist dafür nicht vorgeschrieben.',
    penalty: 'Geldbuße bis zu 30.000 Euro',
    severity: 'medium',
    prevention: 'Ausbildung, Schulungen und Auffrischungen geordnet und jederzeit vorlegbar aufbewahren.',
    legalBasis: '§ 83 Abs. 3 Satz 1, § 94 Abs. 2 Nr. 8 und Abs. 5 MPDG',
  },
  {
    violation: 'Veraltetes Produktwissen',
    description:
      'Medizinprodukteberater müssen sich über die jeweiligen Produkte auf dem neuesten Erkenntnisstand halten; ihr Auftraggeber hat für regelmäßige Schulung zu sorgen. Einen eigenen Bußgeldtatbestand gibt es dafür nicht, veraltetes Wissen kann aber die Sachkenntnis in Frage stellen.',
    penalty: 'kein eigener Bußgeldtatbestand; Haftungsrisiken bei falscher Information',
    severity: 'medium',
    prevention: 'Bei Produktänderungen nachschulen, Regulatorik regelmäßig auffrischen.',
    legalBasis: '§ 83 Abs. 3 Satz 2 und 3 MPDG',
  },
];

/** Developments since the MPDG took effect, newest first (the page's change history). */
export const legalHistory = [
  {
    date: '28. Mai 2026',
    text: 'Vier EUDAMED-Module werden verbindlich: Akteursregistrierung, UDI- und Produktregistrierung, Benannte Stellen und Bescheinigungen, Marktüberwachung.',
  },
  {
    date: '7. Mai 2026',
    text: 'Politische Einigung zum Digital Omnibus: Hochrisiko-Pflichten des AI Act für KI in Medizinprodukten sollen ab 2. August 2028 gelten (Stand Mai 2026: noch nicht im Amtsblatt veröffentlicht).',
  },
  {
    date: '16. Dezember 2025',
    text: 'Die Europäische Kommission schlägt eine gezielte Überarbeitung von MDR und IVDR vor.',
  },
  {
    date: '27. November 2025',
    text: 'Bekanntmachung der Funktionsfähigkeit der ersten vier EUDAMED-Module im Amtsblatt (Beschluss (EU) 2025/2371).',
  },
  { date: '2. Februar 2025', text: 'AI Act: Verbote und Pflicht zur KI-Kompetenz gelten.' },
  {
    date: '10. Januar 2025',
    text: 'Hersteller müssen Lieferunterbrechungen bestimmter Produkte vorab melden (Art. 10a MDR).',
  },
  {
    date: '9. Juli 2024',
    text: 'Verordnung (EU) 2024/1860 veröffentlicht: schrittweise Einführung von EUDAMED.',
  },
  {
    date: '20. März 2023',
    text: 'Verordnung (EU) 2023/607 verlängert die Übergangsfristen der MDR bis 2027 und 2028.',
  },
  { date: '26. Mai 2021', text: 'MDR und MPDG gelten; § 83 MPDG regelt den Medizinprodukteberater.' },
];
