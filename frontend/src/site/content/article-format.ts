import { lazyDateFormat } from '@mpb/domain';

const articleDateFormat = lazyDateFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-05-28' -> '28. Mai 2026' */
export function formatArticleDate(isoDate: string): string {
  return articleDateFormat.format(new Date(`${isoDate}T12:00:00Z`));
}
