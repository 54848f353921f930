import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { CallToAction } from '../components/CallToAction';
import { ContactBlock } from '../components/ContactBlock';
import { FeatureGrid } from '../components/FeatureGrid';
import { LawTextLink } from '../components/LawTextLink';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { TitledSection } from '../components/TitledSection';
import { MPDG_SECTION_83 } from '../content/law-texts';
import { qualificationBenefits, qualificationRisks, successFactors, trainingCriteria } from '../content/why-important';
import { pageMeta } from '../lib/seo';
import '../styles/seminar-content.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Warum die Qualifizierung wichtig ist',
    description:
      'Warum sich die Qualifizierung als Medizinprodukteberater lohnt: Pflichten nach § 83 MPDG, Bußgelder bis 30.000 Euro und Erfolgsfaktoren sicherer Beratung.',
    path: SITE_PATHS.whyImportant,
    breadcrumb: 'Warum wichtig?',
  });

export default function WhyImportantPage() {
  return (
    <>
      <PageHero
        eyebrow="Warum wichtig?"
        title="Warum eine professionelle Qualifizierung zählt"
        lead="Medizinprodukteberater tragen Verantwortung für die sichere Anwendung von Medizinprodukten. Eine fundierte Qualifizierung schützt Patientinnen und Patienten, Ihr Unternehmen und Sie selbst."
      >
        <div className="hero__actions">
          <a href={SITE_PATHS.courses} className="button button--primary button--large">
            Termine ansehen
          </a>
          <a href={SITE_PATHS.seminarContent} className="button button--outline-light button--large">
            Seminarinhalte
          </a>
        </div>
      </PageHero>

      <ProseSection>
        <h2>Was das Gesetz von Ihnen verlangt</h2>
        <p>
          Wer berufsmäßig Fachkreise über Medizinprodukte informiert oder in ihre Handhabung einweist, ist
          Medizinprodukteberater im Sinne von §&nbsp;83 des Medizinprodukterecht-Durchführungsgesetzes (MPDG). Das gilt
          im Außendienst ebenso wie am Telefon. Die Tätigkeit darf nur ausüben, wer die für die jeweiligen Produkte
          erforderliche Sachkenntnis und Erfahrung besitzt.
        </p>
        <p>
          Die Sachkenntnis müssen Sie der zuständigen Behörde auf Verlangen nachweisen. Sie müssen sich über Ihre
          Produkte auf dem neuesten Erkenntnisstand halten, und Ihr Auftraggeber hat für eine regelmäßige Schulung zu
          sorgen. Hinweise aus den Fachkreisen auf Nebenwirkungen, Fehlfunktionen oder andere Risiken zeichnen Sie
          schriftlich auf und geben sie unverzüglich an den Hersteller weiter.
        </p>
        <p className="why__callout">
          Ein bestimmtes Zertifikat schreibt das Gesetz nicht vor. Ein Teilnahmezertifikat über eine qualifizierte
          Schulung ist aber ein klarer Nachweis, wenn Behörde, Arbeitgeber oder Kunden danach fragen. Den vollständigen
          Wortlaut finden Sie unter <LawTextLink law={MPDG_SECTION_83} />, die Bußgelder im Überblick unter{' '}
          <a href={SITE_PATHS.legalSituation}>Rechtslage und Strafen</a>.
        </p>
      </ProseSection>

      <TitledSection headingId="benefits-heading" title="Vorteile einer professionellen Qualifizierung" tinted>
        <div className="three-column-grid">
          <FeatureGrid features={qualificationBenefits} />
        </div>
      </TitledSection>

      <TitledSection headingId="risks-heading" title="Risiken unzureichender Qualifizierung">
        <p className="section__lead">
          Fehlt die Sachkenntnis, trifft das nicht nur Sie persönlich. Die Folgen reichen vom Bußgeld bis zur Gefährdung
          von Patientinnen und Patienten.
        </p>
        <div className="three-column-grid">
          <FeatureGrid features={qualificationRisks} tone="risk" />
        </div>
      </TitledSection>

      <TitledSection headingId="success-heading" title="Erfolgsfaktoren für sichere Beratung" tinted>
        <ol className="success-steps">
          {successFactors.map((factor, index) => (
            <li key={factor.title} className="success-step">
              <span className="success-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="success-step__title">{factor.title}</h3>
                <p>{factor.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="why__next">
          Wie das Seminar diese Faktoren abdeckt, zeigen die <a href={SITE_PATHS.seminarContent}>Seminarinhalte</a>.
          Freie Termine finden Sie unter <a href={SITE_PATHS.courses}>Online-Seminare</a>.
        </p>
      </TitledSection>

      <section className="section" aria-labelledby="criteria-heading">
        <div className="container split">
          <div>
            <h2 id="criteria-heading">Woran Sie eine gute Schulung erkennen</h2>
            <p>
              Das Gesetz schreibt weder einen Anbieter noch ein Format vor. Umso wichtiger ist es, genau hinzusehen,
              bevor Sie sich oder Ihr Team anmelden. Diese Fragen helfen bei der Auswahl, auch wenn Sie unser Seminar
              mit anderen Angeboten vergleichen.
            </p>
          </div>
          <ul className="check-list check-list--muted checklist-card">
            {trainingCriteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction />

      <ContactBlock />
    </>
  );
}
