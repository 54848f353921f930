import type { MetaFunction } from 'react-router';
import { CallToAction } from '../components/CallToAction';
import { FeatureGrid } from '../components/FeatureGrid';
import { PageHero } from '../components/PageHero';
import { TitledSection } from '../components/TitledSection';
import { pageMeta } from '../lib/seo';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Warum die Qualifizierung wichtig ist',
    description:
      'Warum sich eine professionelle Qualifizierung als Medizinprodukteberater lohnt: Rechtssicherheit, Vertrauen bei Fachkreisen und klare Vorteile für Ihre Karriere.',
    path: '/warum-wichtig',
    breadcrumb: 'Warum wichtig?',
  });

const benefits = [
  {
    title: 'Rechtssicherheit',
    text: 'Sie kennen Ihre Pflichten nach MDR und MPDG und können Ihre Sachkenntnis belegen.',
  },
  {
    title: 'Vertrauen der Fachkreise',
    text: 'Ärztinnen, Ärzte und Pflegekräfte erwarten fundierte, korrekte Informationen.',
  },
  { title: 'Berufliche Perspektive', text: 'Ein anerkannter Nachweis stärkt Ihr Profil bei Arbeitgebern und Kunden.' },
];

const risks = [
  { title: 'Bußgelder', text: 'Beratung ohne ausreichende Sachkenntnis kann mit bis zu 30.000 Euro geahndet werden.' },
  { title: 'Haftung', text: 'Falsche Informationen zur Anwendung können Patientinnen und Patienten gefährden.' },
  {
    title: 'Vertrauensverlust',
    text: 'Fehler in der Beratung schaden dem Ruf von Hersteller und Vertrieb gleichermaßen.',
  },
];

const successFactors = [
  {
    title: 'Aktuelles Wissen',
    text: 'Das Medizinprodukterecht entwickelt sich laufend weiter. Regelmäßige Auffrischung hält Sie auf dem Stand.',
  },
  { title: 'Praxisbezug', text: 'Wissen wirkt erst, wenn es in Gesprächen mit Fachkreisen sicher angewendet wird.' },
  { title: 'Dokumentation', text: 'Sauber dokumentierte Beratungen und Meldungen schützen Sie und Ihr Unternehmen.' },
];

export default function WhyImportantPage() {
  return (
    <>
      <PageHero
        eyebrow="Warum wichtig?"
        title="Warum eine professionelle Qualifizierung zählt"
        lead="Medizinprodukteberater tragen Verantwortung für die sichere Anwendung von Medizinprodukten. Eine fundierte Qualifizierung schützt Patienten, Unternehmen und Sie selbst."
      />
      <TitledSection headingId="benefits-heading" title="Ihre Vorteile">
        <FeatureGrid features={benefits} />
      </TitledSection>
      <TitledSection headingId="risks-heading" title="Risiken unzureichender Qualifizierung" tinted>
        <FeatureGrid features={risks} tone="risk" />
      </TitledSection>
      <TitledSection headingId="success-heading" title="Erfolgsfaktoren">
        <FeatureGrid features={successFactors} />
      </TitledSection>
      <CallToAction />
    </>
  );
}
