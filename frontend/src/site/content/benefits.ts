/** What the seminar offers, shown on the home page and on /seminarinhalte. */
import type { Feature } from '../components/FeatureGrid';
import { keepReferencesTogether } from './law-texts';

const benefits: Feature[] = [
  {
    title: 'Kompakt an einem Tag',
    text: '7,5 Stunden live und online, von 08:30 bis 16:00 Uhr. Ohne Anreise, ohne Übernachtung, ohne zweiten Tag Abwesenheit.',
  },
  {
    title: 'Live und interaktiv',
    text: 'Sie stellen Ihre Fragen direkt im Seminar. Die Gruppe bleibt bewusst klein, damit Zeit für Fälle aus Ihrem Alltag bleibt.',
  },
  {
    title: 'Aktueller Rechtsstand',
    text: 'Die Inhalte folgen der geltenden Fassung von MDR und MPDG, einschließlich der EUDAMED-Pflichten seit Mai 2026.',
  },
  {
    title: 'Praxis statt Paragrafen',
    text: 'Jede Vorschrift wird an Beispielen aus Beratung und Einweisung erklärt, mit Formulierungen, die Sie sofort verwenden können.',
  },
  {
    title: 'Zertifikat als Nachweis',
    text: 'Das Teilnahmezertifikat nennt Inhalte und Datum. So belegen Sie Ihre Schulung gegenüber Arbeitgeber, Kunden und Behörde.',
  },
  {
    title: 'Rechnung für Ihren Arbeitgeber',
    text: 'Sie erhalten eine Rechnung mit ausgewiesener Umsatzsteuer per E-Mail, passend für die Erstattung durch Ihr Unternehmen.',
  },
];

export const seminarBenefits: Feature[] = benefits.map((benefit) => ({
  ...benefit,
  text: keepReferencesTogether(benefit.text),
}));
