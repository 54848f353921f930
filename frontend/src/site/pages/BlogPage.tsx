import type { MetaFunction } from 'react-router';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { TitledSection } from '../components/TitledSection';
import { pageMeta } from '../lib/seo';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Blog',
    description:
      'Fachbeiträge für Medizinprodukteberater: MDR, MPDG, EUDAMED, Qualitätsmanagement und internationaler Marktzugang verständlich erklärt.',
    path: '/blog',
    breadcrumb: 'Blog',
  });

const topics = [
  { category: 'Featured', title: 'Regulatorischer „Perfect Storm“: MDR, MPDG und AI Act' },
  { category: 'International', title: 'Internationale Expansion und Compliance-Strategien' },
  { category: 'Compliance', title: 'Qualitätsmanagement in der MDR-Ära' },
  { category: 'Compliance', title: 'EUDAMED: Die Einführung Modul für Modul' },
  { category: 'International', title: 'Internationale Zertifizierung und Marktzugang' },
];

export default function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Fachwissen für Medizinprodukteberater"
        lead="Hintergründe zu Regulatorik, Compliance und Marktzugang, geschrieben für die Praxis in Vertrieb, Service und Produktmanagement."
      />
      <TitledSection headingId="topics-heading" title="Demnächst im Blog">
        <ul className="article-grid">
          {topics.map((topic) => (
            <li key={topic.title} className="article-card">
              <span className={`category category--${topic.category.toLowerCase()}`}>{topic.category}</span>
              <h3 className="article-card__title">{topic.title}</h3>
              <p className="muted">Beitrag in Vorbereitung</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <CallToAction />
    </>
  );
}
