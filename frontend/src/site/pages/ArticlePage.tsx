import { articlePath, SITE_PATHS } from '@mpb/domain';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ArticleFacts } from '../components/ArticleFacts';
import { CallToAction } from '../components/CallToAction';
import { DiscountBanner } from '../components/DiscountBanner';
import { HydrateLater } from '../components/HydrateLater';
import { type Article, findArticle } from '../content/articles.server';
import { hyphenate } from '../lib/hyphenation';
import { absoluteUrl, OG_IMAGE_PATH, pageMeta } from '../lib/seo';
import { PRODUCT_NAME } from '../lib/site-config';
import '../styles/article.css';
import '../styles/table-scroll.css';

/** Runs only while the site is prerendered, once per article path ('/blog/<slug>', a route each). */
export function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const article = findArticle(path.replace(/^\/blog\//, '').replace(/\/$/, ''));
  // Every article route has its article, so a miss is a broken build, not a visitor's 404.
  if (!article) throw new Error(`No article for ${path}`);
  return { article };
}

function articleSchema(article: Article, path: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    name: article.title,
    description: article.description,
    articleSection: article.category,
    keywords: article.keywords.join(', '),
    wordCount: article.wordCount,
    timeRequired: `PT${article.readingMinutes}M`,
    inLanguage: 'de',
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    image: absoluteUrl(OG_IMAGE_PATH),
    mainEntityOfPage: absoluteUrl(path),
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, logo: absoluteUrl('/apple-touch-icon.png') },
  };
}

function breadcrumbSchema(article: Article, path: string): object {
  const items = [
    { name: 'Startseite', path: '/' },
    { name: 'Blog', path: SITE_PATHS.blog },
    { name: article.title, path },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return [{ title: `Beitrag nicht gefunden | ${PRODUCT_NAME}` }];
  const { article } = loaded;
  const path = articlePath(article.slug);
  return pageMeta({
    title: article.title,
    description: article.description,
    path,
    structuredData: [articleSchema(article, path), breadcrumbSchema(article, path)],
  }).map((tag) => ('property' in tag && tag.property === 'og:type' ? { ...tag, content: 'article' } : tag));
};

export default function ArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <>
      <HydrateLater>
        <section className="hero article-hero">
          <div className="container hero__inner">
            <nav aria-label="Brotkrümelnavigation">
              <ol className="breadcrumb">
                <li>
                  <a href="/">Startseite</a>
                </li>
                <li>
                  <a href={SITE_PATHS.blog}>Blog</a>
                </li>
                <li aria-current="page">{article.title}</li>
              </ol>
            </nav>
            <span className={`category category--${article.category.toLowerCase()}`}>{article.category}</span>
            <h1 className="hero__title">{hyphenate(article.title)}</h1>
            <p className="hero__lead">{article.excerpt}</p>
            <ArticleFacts article={article} />
          </div>
        </section>
      </HydrateLater>

      {article.slug === 'news' && (
        <HydrateLater>
          <DiscountBanner />
        </HydrateLater>
      )}

      <HydrateLater>
        <div className="container article-layout">
          <aside className="article-aside">
            <a href={SITE_PATHS.blog} className="article-back">
              ← Zurück zum Blog
            </a>
            <nav className="article-toc" aria-labelledby="toc-heading">
              <h2 id="toc-heading" className="article-toc__title">
                Inhalt
              </h2>
              <ol>
                {article.tableOfContents.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`}>{entry.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          </aside>

          <article className="article" aria-label={article.title}>
            {article.summary.length > 0 && (
              <section className="article-summary" aria-labelledby="summary-heading">
                <h2 id="summary-heading" className="article-summary__title">
                  Das Wichtigste in Kürze
                </h2>
                <ul>
                  {article.summary.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </section>
            )}
            <div
              className="article-body"
              data-testid="article-body"
              dangerouslySetInnerHTML={{ __html: article.html }}
            />
          </article>
        </div>
      </HydrateLater>

      <CallToAction />
    </>
  );
}
