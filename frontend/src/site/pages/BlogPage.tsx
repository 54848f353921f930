import { articlePath, SITE_PATHS } from '@mpb/domain';
import { type MetaFunction, useLoaderData } from 'react-router';
import { ArticleFacts } from '../components/ArticleFacts';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { TitledSection } from '../components/TitledSection';
import { articleSummaries } from '../content/articles.server';
import { pageMeta } from '../lib/seo';
import '../styles/article.css';

/** Runs only while the site is prerendered. */
export function loader() {
  return { articles: articleSummaries() };
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Blog',
    description:
      'Fachbeiträge für Medizinprodukteberater: MDR, MPDG, EUDAMED, Qualitätsmanagement und internationaler Marktzugang verständlich erklärt.',
    path: SITE_PATHS.blog,
    breadcrumb: 'Blog',
  });

export default function BlogPage() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Fachwissen für Medizinprodukteberater"
        lead="Hintergründe zu Regulatorik, Compliance und Marktzugang, geschrieben für die Praxis in Vertrieb, Service und Produktmanagement."
      />
      <TitledSection headingId="articles-heading" title="Alle Beiträge">
        <ul className="article-grid blog-grid">
          {articles.map((article) => (
            <li
              key={article.slug}
              className={article.category === 'Featured' ? 'article-card article-card--featured' : 'article-card'}
            >
              <span className={`category category--${article.category.toLowerCase()}`}>{article.category}</span>
              <h3 className="article-card__title">
                <a href={articlePath(article.slug)} className="article-card__link">
                  {article.title}
                </a>
              </h3>
              <p className="article-card__excerpt">{article.excerpt}</p>
              <ArticleFacts article={article} />
              <span className="article-card__more" aria-hidden="true">
                Weiterlesen →
              </span>
            </li>
          ))}
        </ul>
      </TitledSection>
      <CallToAction />
    </>
  );
}
