import { SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { ContactBlock } from '../components/ContactBlock';
import { FeatureGrid } from '../components/FeatureGrid';
import { LawTextLink } from '../components/LawTextLink';
import { PageHero } from '../components/PageHero';
import { SeminarPriceCard } from '../components/SeminarPriceCard';
import { SeminarTopicAccordion } from '../components/SeminarTopicAccordion';
import { TitledSection } from '../components/TitledSection';
import { MPDG_SECTION_83 } from '../content/law-texts';
import { seminarBenefits } from '../content/benefits';
import { SEMINAR_OFFER, seminarAudience, seminarTopics } from '../content/seminar-topics';
import { courseSchema, pageMeta } from '../lib/seo';
import '../styles/seminar-content.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Seminarinhalte',
    description:
      'Seminar für Medizinprodukteberater: MDR und § 83 MPDG, Risikoklassen I bis III, Beratungspraxis, Qualitätsmanagement und Vigilanz. 399 € zzgl. MwSt.',
    path: SITE_PATHS.seminarContent,
    breadcrumb: 'Seminarinhalte',
    structuredData: [courseSchema()],
  });

export default function SeminarContentPage() {
  return (
    <>
      <PageHero
        eyebrow="Seminarinhalte"
        title="Was Sie im Seminar lernen"
        lead="Vier Themenblöcke führen Sie an einem Tag von den Rechtsgrundlagen bis zur sicheren Beratung im Alltag, mit den Vorschriften, auf die es in Ihrem Beruf ankommt."
      >
        <div className="hero__actions">
          <a href={SITE_PATHS.courses} className="button button--primary button--large">
            Jetzt buchen
          </a>
        </div>
      </PageHero>

      <section className="section" aria-labelledby="topics-heading">
        <div className="container split split--wide-left topics-layout">
          <div>
            <h2 id="topics-heading">Die vier Themenblöcke</h2>
            <p className="topics__intro">
              Jeder Block verbindet das Wissen aus MDR und MPDG mit Beispielen aus Beratung und Einweisung. Öffnen Sie
              einen Themenblock, um zu sehen, was wir behandeln und auf welche Vorschriften es sich stützt. Den
              Gesetzestext zu Ihrer Rolle finden Sie hier: <LawTextLink law={MPDG_SECTION_83} />.
            </p>
            <SeminarTopicAccordion topics={seminarTopics} />
          </div>
          <SeminarPriceCard />
        </div>
      </section>

      <TitledSection headingId="benefits-heading" title="Ihre Vorteile" tinted>
        <div className="three-column-grid">
          <FeatureGrid features={seminarBenefits} />
        </div>
      </TitledSection>

      <section className="section" aria-labelledby="audience-heading">
        <div className="container split">
          <div>
            <h2 id="audience-heading">Für wen das Seminar gedacht ist</h2>
            <p>
              Das Seminar richtet sich an alle, die Fachkreise berufsmäßig über Medizinprodukte informieren oder in ihre
              Handhabung einweisen. Vorkenntnisse im Medizinprodukterecht brauchen Sie nicht.
            </p>
            <p>
              Ein bestimmtes Zertifikat schreibt das Gesetz nicht vor. Es verlangt aber Sachkenntnis, die Sie der
              Behörde auf Verlangen nachweisen. Warum sich eine fundierte Qualifizierung lohnt, lesen Sie unter{' '}
              <a href={SITE_PATHS.whyImportant}>Warum wichtig?</a>
            </p>
          </div>
          <ul className="check-list check-list--muted checklist-card">
            {seminarAudience.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </div>
      </section>

      {/* CallToAction would link back to this page; here the band only books. */}
      <section className="section" aria-labelledby="booking-heading">
        <div className="container">
          <div className="cta-band">
            <div>
              <h2 id="booking-heading">Sichern Sie sich Ihren Platz</h2>
              <p>
                Ein Seminartag mit Teilnahmezertifikat für {SEMINAR_OFFER.netPrice} zzgl. {SEMINAR_OFFER.vat} Wählen Sie
                Ihren Termin und buchen Sie direkt online.
              </p>
            </div>
            <div className="cta-band__actions">
              <a href={SITE_PATHS.courses} className="button button--light button--large">
                Jetzt buchen
              </a>
            </div>
          </div>
        </div>
      </section>

      <ContactBlock
        title="Fragen zu den Inhalten?"
        text="Sie möchten wissen, ob das Seminar zu Ihren Produkten oder Ihrem Team passt? Rufen Sie uns an oder schreiben Sie uns."
      />
    </>
  );
}
