/** Content of /seminarinhalte: the four topic blocks, the offer and the audience. */
import { formatAmount } from '@mpb/domain';
import { priceBreakdown } from './course-prices';
import { keepReferencesTogether } from './law-texts';

export interface SeminarTopic {
  id: string;
  title: string;
  summary: string;
  lessons: string[];
  /** A short reference table inside the topic, e.g. the four risk classes. */
  overview?: { title: string; entries: { term: string; description: string }[] };
  legalReferences: string[];
}

const basisPrice = priceBreakdown('basis');

/**
 * Price as the spec states it for this page (net plus VAT). The booking dialog charges the
 * course's gross price from the database (DECISIONS.md 2); the demo data holds the same amounts.
 */
export const SEMINAR_OFFER = {
  title: basisPrice.title,
  netPrice: formatAmount(basisPrice.netCents),
  vat: `${basisPrice.vatPercent}\u00a0% MwSt.`,
  grossPrice: formatAmount(basisPrice.grossCents),
  facts: ['7,5 Stunden an einem Tag', 'Live-Online-Webinar', 'Kleine Gruppe, Fragen jederzeit', 'Teilnahmezertifikat'],
};

const topics: SeminarTopic[] = [
  {
    id: 'rechtliche-grundlagen',
    title: 'Rechtliche Grundlagen',
    summary:
      'Sie lernen, welche Vorschriften für Ihre Tätigkeit gelten, wie MDR und MPDG zusammenwirken und welche Pflichten § 83 MPDG Ihnen persönlich auferlegt.',
    lessons: [
      'Aufbau des Medizinprodukterechts: Die Verordnung (EU) 2017/745 (MDR) gilt unmittelbar, das Medizinprodukterecht-Durchführungsgesetz (MPDG) regelt, was sie den Mitgliedstaaten überlässt.',
      'Zentrale Begriffe aus Artikel 2 MDR: Medizinprodukt, Zubehör, Zweckbestimmung, Bereitstellung auf dem Markt, Inverkehrbringen, Vorkommnis und schwerwiegendes Vorkommnis.',
      'Die Wirtschaftsakteure nach Artikel 10 bis 14 MDR: Hersteller, Bevollmächtigter, Importeur und Händler, und wo Sie als Medizinprodukteberater in dieser Kette stehen.',
      '§ 83 MPDG im Detail: wer Medizinprodukteberater ist, welche Sachkenntnis und Erfahrung verlangt werden, wie Sie sie der Behörde nachweisen und warum Ihr Auftraggeber für regelmäßige Schulung sorgen muss.',
      'Die Pflicht, Mitteilungen aus den Fachkreisen über Nebenwirkungen, Fehlfunktionen, technische Mängel oder sonstige Risiken schriftlich aufzuzeichnen und unverzüglich an den Hersteller zu übermitteln.',
      'Ordnungswidrigkeiten nach § 94 MPDG mit Geldbußen bis zu 30.000 Euro und die Grenzen zulässiger Produktaussagen nach Artikel 7 MDR und dem Heilmittelwerbegesetz.',
      'Aktuelle Termine: die Übergangsfristen bis Ende 2027 beziehungsweise 2028 nach der Verordnung (EU) 2023/607 und die EUDAMED-Module, die seit dem 28. Mai 2026 verbindlich sind.',
    ],
    legalReferences: [
      'Art. 2, 7 und 10 bis 14 MDR',
      '§§ 83 und 94 MPDG',
      'Verordnung (EU) 2023/607',
      'Heilmittelwerbegesetz',
    ],
  },
  {
    id: 'risikoklassen',
    title: 'Produktklassifizierung und Risikoklassen I, IIa, IIb, III',
    summary:
      'Die Risikoklasse bestimmt, wie ein Produkt bewertet wurde und welche Nachweise es gibt. Sie lernen, Klassifizierungen nachzuvollziehen und im Gespräch richtig einzuordnen.',
    lessons: [
      'Das Klassifizierungssystem nach Artikel 51 MDR und die 22 Regeln in Anhang VIII: nicht invasive Produkte (Regeln 1 bis 4), invasive Produkte (Regeln 5 bis 8), aktive Produkte (Regeln 9 bis 13) und besondere Regeln (Regeln 14 bis 22).',
      'Die Kriterien hinter den Regeln: Anwendungsdauer (vorübergehend unter 60 Minuten, kurzzeitig bis 30 Tage, langzeitig darüber), Invasivität, Anwendungsort, Energieabgabe und die Abgabe von Arzneimitteln.',
      'Software als Medizinprodukt und Regel 11: warum viele Anwendungen, die Informationen für diagnostische oder therapeutische Entscheidungen liefern, mindestens in Klasse IIa fallen.',
      'Konformitätsbewertung nach Artikel 52 MDR: wann der Hersteller die Konformität selbst erklärt und wann eine Benannte Stelle beteiligt ist.',
      'Nachweise lesen: EU-Konformitätserklärung (Artikel 19), CE-Kennzeichnung mit der Kennnummer der Benannten Stelle (Artikel 20), UDI (Artikel 27) und die Einträge in EUDAMED.',
      'Übungen an Produktbeispielen aus Klinik und Praxis: Klasse bestimmen, die Begründung formulieren und die Folgen für Ihre Beratung ableiten.',
    ],
    overview: {
      title: 'Die vier Risikoklassen im Überblick',
      entries: [
        {
          term: 'Klasse I',
          description:
            'Geringes Risiko, etwa Gehhilfen oder Rollstühle. Der Hersteller erklärt die Konformität in eigener Verantwortung; bei sterilen Produkten, Produkten mit Messfunktion und wiederverwendbaren chirurgischen Instrumenten prüft eine Benannte Stelle die betreffenden Aspekte.',
        },
        {
          term: 'Klasse IIa',
          description:
            'Mittleres Risiko, etwa Hörgeräte oder Ultraschall-Diagnosegeräte. Eine Benannte Stelle bewertet das Qualitätsmanagementsystem und die technische Dokumentation repräsentativer Produkte.',
        },
        {
          term: 'Klasse IIb',
          description:
            'Erhöhtes Risiko, etwa Infusionspumpen oder Beatmungsgeräte. Die Benannte Stelle bewertet Qualitätsmanagementsystem und technische Dokumentation; bei den meisten implantierbaren Produkten prüft sie die Dokumentation jedes Produkts.',
        },
        {
          term: 'Klasse III',
          description:
            'Höchstes Risiko, etwa Herzklappen, Koronarstents oder Hüft- und Kniegelenkprothesen. Klinische Prüfungen sind in der Regel erforderlich (Artikel 61 Absatz 4 MDR), und die Benannte Stelle prüft die technische Dokumentation jedes Produkts.',
        },
      ],
    },
    legalReferences: ['Art. 51 und 52 MDR', 'Anhang VIII MDR', 'Art. 19, 20, 27 und 61 MDR'],
  },
  {
    id: 'beratungskompetenz',
    title: 'Praktische Beratungskompetenz',
    summary:
      'Recht wird im Gespräch wirksam. Dieser Block übersetzt die Vorschriften in Ihre tägliche Arbeit mit Ärztinnen und Ärzten, Pflegekräften, Einkauf und Medizintechnik.',
    lessons: [
      'Fachlich richtig informieren: Zweckbestimmung, Indikationen, Kontraindikationen, Warnhinweise und Restrisiken aus Gebrauchsanweisung und Kennzeichnung ableiten.',
      'Grenzen kennen: Aussagen, die über die Zweckbestimmung hinausgehen, dem Produkt Eigenschaften zuschreiben, die es nicht hat, oder Risiken verschweigen, sind nach Artikel 7 MDR unzulässig.',
      'Einweisungen planen und durchführen: Ablauf, Verständniskontrolle und Nachweis, auch mit Blick auf die Pflichten der Betreiber nach der Medizinprodukte-Betreiberverordnung (MPBetreibV).',
      'Den regulatorischen Status korrekt benennen: CE-Kennzeichnung, Risikoklasse, ISO-13485-Zertifikat und EUDAMED-Eintrag sauber auseinanderhalten.',
      'Schwierige Gesprächssituationen: Fragen nach Anwendungen außerhalb der Zweckbestimmung, Hinweise auf Fehlfunktionen, Reklamationen und Vergleiche mit Wettbewerbsprodukten.',
      'Dokumentation, die bei einer Behördenanfrage und im Audit trägt: Besuchsberichte, Einweisungsnachweise und Aufzeichnungen nach § 83 MPDG.',
      'Fallbeispiele aus Klinik, Praxis und telefonischer Fachberatung, mit Raum für die Fragen aus Ihrem eigenen Arbeitsalltag.',
    ],
    legalReferences: ['§ 83 MPDG', 'Art. 7 MDR', 'Medizinprodukte-Betreiberverordnung', 'Heilmittelwerbegesetz'],
  },
  {
    id: 'qualitaetsmanagement-vigilanz',
    title: 'Qualitätsmanagement und Vigilanz',
    summary:
      'Ihre Beobachtungen aus dem Markt sind Daten für das Qualitätsmanagement des Herstellers. Sie lernen, wie das System arbeitet und was Sie beitragen, damit Meldefristen eingehalten werden.',
    lessons: [
      'Die Pflichten des Herstellers nach Artikel 10 MDR und das Qualitätsmanagementsystem nach Artikel 10 Absatz 9, mit der EN ISO 13485:2016 als üblichem Rahmen und dem Risikomanagement nach EN ISO 14971.',
      'Die für die Einhaltung der Regulierungsvorschriften verantwortliche Person nach Artikel 15 MDR und ihre Abgrenzung zum Medizinprodukteberater.',
      'Überwachung nach dem Inverkehrbringen (Artikel 83 bis 86 MDR): Plan, Bericht und regelmäßiger aktualisierter Bericht über die Sicherheit (PSUR).',
      'Vigilanz nach Artikel 87 bis 89 MDR: schwerwiegende Vorkommnisse, Sicherheitskorrekturmaßnahmen im Feld und Trendberichte, mit den Meldefristen von höchstens 15, 10 und 2 Tagen.',
      'Nationale Meldewege: Hersteller melden in Deutschland an die zuständige Bundesoberbehörde, in der Regel das BfArM. Anwender und Betreiber melden mutmaßliche schwerwiegende Vorkommnisse nach der Medizinprodukte-Anwendermelde- und Informationsverordnung (MPAMIV), die 2021 die Medizinprodukte-Sicherheitsplanverordnung abgelöst hat.',
      'Vom Hinweis zur Meldung: Mitteilungen aus den Fachkreisen vollständig aufzeichnen, unverzüglich an den Hersteller übermitteln, Beschwerden erkennen und Sicherheitsanweisungen im Feld weitergeben.',
      'EUDAMED: welche Module seit dem 28. Mai 2026 verbindlich sind und warum Meldungen bis zur Freigabe des Vigilanzmoduls weiter über die nationalen Wege laufen.',
    ],
    legalReferences: ['Art. 10, 15 und 83 bis 89 MDR', 'EN ISO 13485:2016, EN ISO 14971', '§ 83 MPDG', 'MPAMIV'],
  },
];

const audience: string[] = [
  'Medizinprodukteberaterinnen und -berater im Außendienst von Herstellern und Händlern',
  'Anwendungs- und Produktspezialisten, die Fachkreise in die Handhabung einweisen',
  'Mitarbeitende in Innendienst und telefonischer Fachberatung, denn § 83 MPDG gilt auch am Telefon',
  'Quereinsteigerinnen und Quereinsteiger aus Pflege, Medizintechnik oder Naturwissenschaften',
  'Führungskräfte, die als Auftraggeber für die regelmäßige Schulung ihres Teams sorgen müssen',
];

export const seminarTopics: SeminarTopic[] = topics.map((topic) => ({
  ...topic,
  summary: keepReferencesTogether(topic.summary),
  lessons: topic.lessons.map(keepReferencesTogether),
  overview: topic.overview && {
    title: topic.overview.title,
    entries: topic.overview.entries.map((entry) => ({
      term: keepReferencesTogether(entry.term),
      description: keepReferencesTogether(entry.description),
    })),
  },
  legalReferences: topic.legalReferences.map(keepReferencesTogether),
}));

export const seminarAudience: string[] = audience.map(keepReferencesTogether);
