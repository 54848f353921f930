import type { ArticleSummary } from '../content/articles.server';

interface ArticleFactsProps {
  article: Pick<ArticleSummary, 'datePublished' | 'publishedOn' | 'readingMinutes' | 'author'>;
}

/** Date, reading time and author of an article, as the blog cards and article pages show them. */
export function ArticleFacts({ article }: ArticleFactsProps) {
  return (
    <ul className="article-facts">
      <li>
        <time dateTime={article.datePublished}>{article.publishedOn}</time>
      </li>
      <li data-testid="reading-time">{article.readingMinutes} Min. Lesezeit</li>
      <li>{article.author}</li>
    </ul>
  );
}
