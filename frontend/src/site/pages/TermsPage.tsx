import { SITE_PATHS, termsDocument } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { TermsSectionText } from '../components/TermsText';
import { WithdrawalNotice } from '../components/WithdrawalNotice';
import { pageMeta } from '../lib/seo';
import { SITE } from '../lib/site-settings';
import '../styles/legal.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'AGB',
    description:
      'Allgemeine Geschäftsbedingungen für die Live-Online-Seminare zum Medizinprodukteberater: Vertragsschluss, Zahlung, Stornierung, Widerrufsrecht mit Muster-Widerrufsformular.',
    path: SITE_PATHS.terms,
    breadcrumb: 'AGB',
  });

/** The current terms (domain/src/legal), the same text the booking confirmation attaches as PDF. */
export default function TermsPage() {
  const terms = termsDocument(SITE);
  return (
    <>
      <PageHero eyebrow="Rechtliches" title={terms.title} lead={terms.lead}>
        <p className="legal-stand">{terms.stand}</p>
      </PageHero>
      <ProseSection>
        <nav className="legal-toc" aria-label="Inhalt der AGB">
          <a href="#widerrufsbelehrung">Zur Widerrufsbelehrung</a>
          <a href="#muster-widerrufsformular">Zum Muster-Widerrufsformular</a>
        </nav>
        {terms.sections.map((section) => (
          <TermsSectionText key={section.heading} section={section} level={2} />
        ))}
      </ProseSection>
      <WithdrawalNotice terms={terms} />
    </>
  );
}
