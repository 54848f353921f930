import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { ContactBlock } from '../components/ContactBlock';
import { FeatureGrid } from '../components/FeatureGrid';
import { LawTextLink } from '../components/LawTextLink';
import { PageHero } from '../components/PageHero';
import { TitledSection } from '../components/TitledSection';
import { TrainerProfileCard } from '../components/TrainerProfileCard';
import { teachingPrinciples } from '../content/about-us';
import { MPDG_SECTION_83 } from '../content/law-texts';
import { pageMeta } from '../lib/seo';
import { SITE } from '../lib/site-settings';
import '../styles/about.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Über uns',
    description: `${SITE.trainerName} leitet das Seminar für Medizinprodukteberater: Biografie, medizinischer Hintergrund, aktuelle Tätigkeit, Beratungs- und Lehrerfahrung.`,
    path: SITE_PATHS.aboutUs,
    breadcrumb: 'Über uns',
  });

export default function AboutUsPage() {
  return (
    <>
      <PageHero
        eyebrow="Über uns"
        title="Medizin, Regulatorik und Praxis aus einer Hand"
        lead="Hinter dem Seminar steht eine Beratung für Medizin und Life Sciences. Unser Anspruch: Wissen, das im Gespräch mit Fachkreisen trägt."
      />

      <section className="section" aria-label="Trainerin oder Trainer des Seminars">
        <div className="container trainer-layout">
          <TrainerProfileCard />
          <div className="trainer-sections" dangerouslySetInnerHTML={{ __html: SITE.trainerSectionsHtml }} />
        </div>
      </section>

      <TitledSection headingId="approach-heading" title="So arbeiten wir im Seminar" tinted>
        <div className="about-approach">
          <p>
            Gute Beratung zu Medizinprodukten verbindet drei Dinge: Verständnis für die medizinische Anwendung, sichere
            Kenntnis der Vorschriften und die Fähigkeit, beides klar zu vermitteln. Genau darauf ist unser Seminar
            ausgerichtet, vom Begriff der Zweckbestimmung bis zur Meldung eines Vorkommnisses.
          </p>
          <p>
            Maßstab ist, was §&nbsp;83 MPDG von Medizinprodukteberatern verlangt: Sachkenntnis für die jeweiligen
            Produkte, ein aktueller Wissensstand und die lückenlose Weitergabe von Risikohinweisen an den Hersteller.
            Den Wortlaut finden Sie unter <LawTextLink law={MPDG_SECTION_83} />, die Themen des Seminartags unter{' '}
            <a href={SITE_PATHS.seminarContent}>Seminarinhalte</a>.
          </p>
        </div>
        <FeatureGrid features={teachingPrinciples} />
      </TitledSection>

      <ContactBlock
        title="Lernen Sie uns kennen"
        text="Sie möchten wissen, ob das Seminar zu Ihnen oder Ihrem Team passt? Wir beraten Sie gern persönlich, am Telefon oder per E-Mail."
      />
    </>
  );
}
