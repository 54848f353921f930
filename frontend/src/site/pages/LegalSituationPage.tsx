import { Link, type MetaFunction } from 'react-router';
import { CallToAction } from '../components/CallToAction';
import { FeatureGrid } from '../components/FeatureGrid';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { TitledSection } from '../components/TitledSection';
import { pageMeta } from '../lib/seo';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Rechtslage und Strafen',
    description:
      'Was § 83 MPDG von Medizinprodukteberatern verlangt, wie Sie Ihre Sachkenntnis nachweisen und welche Bußgelder bei Verstößen drohen.',
    path: '/rechtslage-strafen',
    breadcrumb: 'Rechtslage',
  });

const risks = [
  {
    title: 'Tätigkeit ohne Sachkenntnis',
    text: 'Wer Fachkreise berät, ohne die nötige Sachkenntnis zu besitzen, handelt ordnungswidrig.',
  },
  {
    title: 'Fehlender Nachweis',
    text: 'Die Behörde kann den Nachweis Ihrer Sachkenntnis jederzeit verlangen. Fehlt er, drohen Maßnahmen.',
  },
  {
    title: 'Meldungen nicht weitergegeben',
    text: 'Mitteilungen über Vorkommnisse müssen dokumentiert und an den Hersteller weitergeleitet werden.',
  },
];

export default function LegalSituationPage() {
  return (
    <>
      <PageHero
        eyebrow="Rechtslage"
        title="Rechtslage und Strafen für Medizinprodukteberater"
        lead="Das Medizinprodukterecht-Durchführungsgesetz (MPDG) regelt, wer Fachkreise über Medizinprodukte informieren darf. Hier finden Sie das Wichtigste im Überblick."
      />

      <ProseSection>
        <h2>Was § 83 MPDG verlangt</h2>
        <p>
          Medizinprodukteberater ist, wer berufsmäßig Fachkreise fachlich informiert oder in die sachgerechte Handhabung
          von Medizinprodukten einweist. Diese Tätigkeit darf nur ausüben, wer die erforderliche Sachkenntnis besitzt,
          sich über die jeweiligen Produkte auf dem neuesten Stand hält und die Sachkenntnis der zuständigen Behörde auf
          Verlangen nachweisen kann.
        </p>
        <p>
          <strong>Wichtig:</strong> Ein bestimmtes Zertifikat schreibt das Gesetz nicht vor. Ein Zertifikat über eine
          qualifizierte Schulung ist jedoch der einfachste und überzeugendste Nachweis Ihrer Sachkenntnis.
        </p>
        <h2>Bußgelder</h2>
        <p>
          Verstöße gegen die Vorgaben für Medizinprodukteberater sind Ordnungswidrigkeiten. Nach § 94 MPDG können sie
          mit einer Geldbuße von bis zu 30.000 Euro geahndet werden.
        </p>
      </ProseSection>

      <TitledSection headingId="risks-heading" title="Typische Risiken in der Praxis" tinted>
        <FeatureGrid features={risks} tone="risk" />
        <p className="legal-note">
          Diese Übersicht dient der allgemeinen Information und ersetzt keine Rechtsberatung. Maßgeblich ist der jeweils
          geltende Gesetzestext. Wie Sie die Anforderungen sicher erfüllen, lernen Sie in unseren{' '}
          <Link to="/seminarinhalte">Seminarinhalten</Link>.
        </p>
      </TitledSection>

      <CallToAction title="Sachkenntnis sicher nachweisen" />
    </>
  );
}
