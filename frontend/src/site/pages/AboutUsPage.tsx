import type { MetaFunction } from 'react-router';
import { ContactBlock } from '../components/ContactBlock';
import { FeatureGrid } from '../components/FeatureGrid';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { TitledSection } from '../components/TitledSection';
import { pageMeta } from '../lib/seo';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Über uns',
    description:
      'Wer hinter dem Seminar steht: eine Beratung für Medizin und Life Sciences, die medizinisches Fachwissen mit Praxis in Vertrieb, Regulatory Affairs und Lehre verbindet.',
    path: '/ueber-uns',
    breadcrumb: 'Über uns',
  });

const strengths = [
  {
    title: 'Medizinischer Hintergrund',
    text: 'Wir wissen aus eigener Erfahrung, welche Informationen Ärztinnen, Ärzte und Pflegekräfte wirklich brauchen.',
  },
  {
    title: 'Beratungspraxis',
    text: 'Als Beratung für Medizin und Life Sciences begleiten wir Hersteller und Vertriebsteams im regulatorischen Alltag.',
  },
  {
    title: 'Lehrerfahrung',
    text: 'Komplexe Vorschriften erklären wir verständlich, mit Beispielen aus der Praxis und Raum für Ihre Fragen.',
  },
];

export default function AboutUsPage() {
  return (
    <>
      <PageHero
        eyebrow="Über uns"
        title="Medizin, Regulatorik und Praxis aus einer Hand"
        lead="Hinter dem Seminar steht eine Beratung für Medizin und Life Sciences. Unser Anspruch: Wissen, das im Gespräch mit Fachkreisen trägt."
      />
      <ProseSection>
        <h2>Unser Ansatz</h2>
        <p>
          Gute Beratung zu Medizinprodukten verbindet drei Dinge: Verständnis für die medizinische Anwendung, sichere
          Kenntnis der Vorschriften und die Fähigkeit, beides klar zu vermitteln. Genau darauf ist unser Seminar
          ausgerichtet.
        </p>
        <p>
          Wir schulen in kleinen Gruppen, live und online. So bleibt Zeit für Ihre Fragen aus dem Arbeitsalltag, und Sie
          sparen Anreise und Übernachtung.
        </p>
      </ProseSection>
      <TitledSection headingId="strengths-heading" title="Was uns auszeichnet" tinted>
        <FeatureGrid features={strengths} />
      </TitledSection>
      <ContactBlock
        title="Lernen Sie uns kennen"
        text="Sie möchten wissen, ob das Seminar zu Ihnen oder Ihrem Team passt? Wir beraten Sie gern persönlich."
      />
    </>
  );
}
