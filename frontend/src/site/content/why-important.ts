/** Content of /warum-wichtig: benefits, risks and success factors of a professional qualification. */
import type { Feature } from '../components/FeatureGrid';
import { keepReferencesTogether } from './law-texts';

const readable = (features: Feature[]): Feature[] =>
  features.map((feature) => ({ ...feature, text: keepReferencesTogether(feature.text) }));

export const qualificationBenefits: Feature[] = readable([
  {
    title: 'Rechtssicherheit im Gespräch',
    text: 'Sie kennen Ihre Pflichten aus § 83 MPDG und der MDR und wissen, wo die Grenzen Ihrer Beratung liegen. Das gibt Sicherheit in jedem Kundentermin.',
  },
  {
    title: 'Sachkenntnis, die Sie belegen können',
    text: 'Verlangt die Behörde einen Nachweis, legen Sie Ausbildung, Schulungen und Teilnahmezertifikate geordnet vor. Ein Zertifikat ist nicht vorgeschrieben, aber ein klarer Beleg.',
  },
  {
    title: 'Vertrauen der Fachkreise',
    text: 'Ärztinnen, Ärzte, Pflegekräfte und Medizintechnik erwarten korrekte und vollständige Informationen. Wer auch Risiken offen benennt, wird als Ansprechpartner ernst genommen.',
  },
  {
    title: 'Sichere Einweisungen',
    text: 'Wer Zweckbestimmung, Gebrauchsanweisung und Warnhinweise genau kennt, weist verständlich ein und beugt Anwendungsfehlern vor.',
  },
  {
    title: 'Schutz für Patientinnen und Patienten',
    text: 'Am Ende jeder Beratung steht eine Anwendung am Menschen. Richtige Informationen und schnell weitergegebene Risikohinweise machen diese Anwendung sicherer.',
  },
  {
    title: 'Berufliche Perspektive',
    text: 'Regulatorisches Wissen ist in Vertrieb, Anwendungsberatung und Produktmanagement gefragt und stärkt Ihr Profil bei Arbeitgebern und Kunden.',
  },
]);

export const qualificationRisks: Feature[] = readable([
  {
    title: 'Geldbußen bis zu 30.000 Euro',
    text: 'Wer ohne die erforderliche Sachkenntnis berät, den Nachweis nicht erbringt oder Mitteilungen aus den Fachkreisen nicht aufzeichnet und weitergibt, handelt ordnungswidrig (§ 94 Abs. 2 Nr. 7 bis 9 und Abs. 5 MPDG).',
  },
  {
    title: 'Verpasste Meldefristen',
    text: 'Hersteller müssen schwerwiegende Vorkommnisse spätestens 15 Tage nach Kenntnis melden, in besonderen Fällen nach 10 oder 2 Tagen (Art. 87 MDR). Jeder Tag, den ein Hinweis liegen bleibt, fehlt für die Bewertung.',
  },
  {
    title: 'Unzulässige Produktaussagen',
    text: 'Aussagen außerhalb der Zweckbestimmung oder verschwiegene Risiken sind nach Artikel 7 MDR unzulässig und können wettbewerbs- und heilmittelwerberechtliche Folgen haben.',
  },
  {
    title: 'Haftung und Gefährdung',
    text: 'Falsche Informationen zur Anwendung können Patientinnen und Patienten gefährden und Schadensersatzforderungen gegen Ihr Unternehmen nach sich ziehen.',
  },
  {
    title: 'Abweichungen im Audit',
    text: 'Nach ISO 13485 muss ein Unternehmen die Kompetenz seines Personals festlegen, für Schulung sorgen und sie nachweisen. Fehlende Nachweise werden im Audit zu Abweichungen.',
  },
  {
    title: 'Vertrauensverlust',
    text: 'Fehler in Beratung oder Einweisung sprechen sich herum. Sie schaden dem Ruf von Hersteller und Händler und Ihrem eigenen.',
  },
]);

export const successFactors: Feature[] = readable([
  {
    title: 'Solide Grundlagen',
    text: 'Begriffe, Rollen und Pflichten aus MDR und MPDG sind das Fundament. Wer sie sicher beherrscht, ordnet neue Vorschriften schnell ein.',
  },
  {
    title: 'Produktbezogene Schulung',
    text: '§ 83 MPDG verlangt Sachkenntnis für die jeweiligen Produkte. Ergänzen Sie das regulatorische Grundwissen deshalb um die Schulungen des Herstellers zu jedem Produkt, das Sie betreuen.',
  },
  {
    title: 'Regelmäßige Auffrischung',
    text: 'Das Gesetz verlangt, dass Sie auf dem neuesten Erkenntnisstand bleiben und Ihr Auftraggeber regelmäßig schult, nennt aber keinen festen Turnus. Wir empfehlen eine Auffrischung mindestens alle zwei Jahre und nach jeder wesentlichen Rechtsänderung.',
  },
  {
    title: 'Klare Meldewege',
    text: 'Legen Sie fest, wie ein Hinweis aus den Fachkreisen aufgezeichnet wird, an wen er beim Hersteller geht und wie Sie den Eingang bestätigt bekommen.',
  },
  {
    title: 'Saubere Dokumentation',
    text: 'Einweisungsnachweise, Besuchsberichte und Teilnahmebescheinigungen gehören geordnet abgelegt, damit Sie sie bei einer Behördenanfrage sofort vorlegen können.',
  },
  {
    title: 'Kommunikation auf Augenhöhe',
    text: 'Fachsprache verstehen, Risiken offen ansprechen und Grenzen freundlich benennen: Das unterscheidet eine gute Beratung von einem Verkaufsgespräch.',
  },
]);

/** Questions to ask before booking any training, ours included. */
export const trainingCriteria: string[] = [
  'Stützen sich die Inhalte auf den geltenden Wortlaut von MDR und MPDG, mit Angabe der Vorschriften?',
  'Werden Ihre Pflichten aus § 83 MPDG behandelt, einschließlich der Aufzeichnung und Weitergabe von Risikohinweisen?',
  'Gehören Klassifizierung, Qualitätsmanagement und Vigilanz dazu, nicht nur Vertriebsthemen?',
  'Bleibt Zeit für Fragen und Fallbeispiele aus Ihrer eigenen Praxis?',
  'Erhalten Sie eine Teilnahmebescheinigung, die Inhalte, Umfang und Datum nennt und sich als Nachweis ablegen lässt?',
  'Werden Zahlen und Fristen belegt, statt mit übertriebenen Bußgeldern Druck zu machen?',
].map(keepReferencesTogether);
