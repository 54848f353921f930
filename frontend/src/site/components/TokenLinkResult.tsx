import { SITE_PATHS } from '@mpb/domain';
import type { ReactNode } from 'react';
import type { TokenLinkState } from '../lib/use-token-link';
import { SITE_EMAIL, mailHref } from '../lib/site-config';
import { StatusPanel } from './StatusPanel';

interface TokenLinkResultProps {
  state: TokenLinkState;
  /** `doneBefore`: the title when the link was used before (410); without it that shows as an error. */
  titles: { loading: string; success: string; error: string; doneBefore?: string };
  contactSubject: string;
  /** Extra content of the success view. */
  successExtra?: ReactNode;
}

/** Loading, success and error views of the unsubscribe and confirmation pages (001 §2). */
export function TokenLinkResult({ state, titles, contactSubject, successExtra }: TokenLinkResultProps) {
  if (state.phase === 'loading') {
    return (
      <StatusPanel tone="loading" title={titles.loading}>
        <p role="status">Einen Moment bitte...</p>
      </StatusPanel>
    );
  }
  if (state.phase === 'done-before' && titles.doneBefore) {
    return (
      <StatusPanel tone="info" title={titles.doneBefore}>
        <p className="result-message" role="status">
          {state.message}
        </p>
        <ResultActions />
      </StatusPanel>
    );
  }
  if (state.phase === 'error' || state.phase === 'done-before') {
    return (
      <StatusPanel tone="error" title={titles.error}>
        <p className="result-message" role="alert">
          {state.message}
        </p>
        <p>
          Bitte versuchen Sie es erneut oder schreiben Sie uns an <a href={mailHref(contactSubject)}>{SITE_EMAIL}</a>.
          Wir kümmern uns umgehend darum.
        </p>
        <div className="status-panel__actions">
          <a href="/" className="button button--primary">
            Zur Startseite
          </a>
        </div>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="success" title={titles.success}>
      <p className="result-message" role="status">
        {state.message}
      </p>
      {state.courseInfo && (
        <p>
          Termin: <strong>{state.courseInfo}</strong>
        </p>
      )}
      {successExtra}
      <ResultActions />
    </StatusPanel>
  );
}

/** Where to go once the link did its work. */
function ResultActions() {
  return (
    <div className="status-panel__actions">
      <a href="/" className="button button--ghost">
        Zur Startseite
      </a>
      <a href={SITE_PATHS.courses} className="button button--primary">
        Termine ansehen
      </a>
    </div>
  );
}
