import { SITE_PATHS } from '@mpb/domain';
import { useState } from 'react';
import { SITE } from '../lib/site-settings';
import { useToast } from '../lib/toast';
import { useBrowserValue } from '../lib/use-browser-value';

/** BLOG_DISCOUNT_CODE of the running server; the demo data seeds 'BLOG20'. */
const BLOG_DISCOUNT_CODE: string = SITE.blogDiscountCode;

/** Remembers the dismissed code, so a new code shows the banner again. */
const DISMISSED_KEY = 'mpb.blog-discount-banner.dismissed';

function readDismissedCode(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** The blog's first-booking discount (spec 001 §2): copy the code, book, or hide the banner for good. */
export function DiscountBanner() {
  const dismissedBefore = useBrowserValue(() => readDismissedCode() === BLOG_DISCOUNT_CODE, false);
  const [dismissed, setDismissed] = useState(false);
  const showToast = useToast();

  if (dismissed || dismissedBefore) return null;

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(BLOG_DISCOUNT_CODE);
      showToast({ title: 'Code kopiert!', description: 'Der Discount-Code wurde in die Zwischenablage kopiert.' });
    } catch {
      showToast({
        title: 'Kopieren fehlgeschlagen',
        description: `Bitte übernehmen Sie den Code ${BLOG_DISCOUNT_CODE} von Hand.`,
        tone: 'destructive',
      });
    }
  }

  function dismiss() {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, BLOG_DISCOUNT_CODE);
    } catch {
      // Private mode without storage: the banner is hidden until the next visit.
    }
  }

  return (
    <aside className="discount-banner" aria-labelledby="discount-banner-title">
      <div className="container discount-banner__inner">
        <div className="discount-banner__text">
          <p id="discount-banner-title" className="discount-banner__title">
            20 % Rabatt auf Ihre erste Schulungsbuchung
          </p>
          <p>Für Leserinnen und Leser unseres Blogs: Code kopieren und bei der Buchung eingeben.</p>
        </div>
        <div className="discount-banner__actions">
          <button type="button" className="discount-banner__code" onClick={() => void copyCode()}>
            <span className="visually-hidden">Discount-Code </span>
            <span className="discount-banner__code-value">{BLOG_DISCOUNT_CODE}</span>
            <span className="visually-hidden"> kopieren</span>
            <span className="discount-banner__code-hint" aria-hidden="true">
              Zum Kopieren klicken
            </span>
          </button>
          <span className="tooltip">
            <a
              href={`${SITE_PATHS.courses}#webinar`}
              className="button button--primary"
              aria-describedby="discount-hint"
            >
              Seminar buchen
            </a>
            <span role="tooltip" id="discount-hint" className="tooltip__bubble">
              Geben Sie den Code {BLOG_DISCOUNT_CODE} im Buchungsformular im Feld „Discount-Code“ ein.
            </span>
          </span>
        </div>
        <button
          type="button"
          className="discount-banner__close"
          onClick={dismiss}
          aria-label="Rabatt-Hinweis ausblenden"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
