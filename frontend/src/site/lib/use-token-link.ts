import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiUrl } from '../../api/client';
import { useHydrated } from './use-browser-value';

const LINK_MESSAGES = {
  serverError: 'Ein Fehler ist aufgetreten.',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten.',
} as const;

export type TokenLinkState =
  | { phase: 'loading' }
  | { phase: 'success'; message: string; courseInfo: string | null }
  /** The link was used before (410 Gone): what it does is done already, nothing to retry. */
  | { phase: 'done-before'; message: string }
  | { phase: 'error'; message: string };

interface TokenLinkOptions {
  /** API path answering `{ message, courseInfo? }` or `{ error }` for `?token=`. */
  endpoint: '/api/newsletter/confirm' | '/api/newsletter/unsubscribe' | '/api/waitlist/unsubscribe';
  /** Shown when the link carries no token. */
  missingTokenMessage: string;
  successMessage: string;
  /**
   * When the answer is not JSON, read the outcome from the page address: `success=true`, or
   * `error=<code>` naming one of these messages (code: message). Text from the address itself is
   * never shown, so a crafted link cannot put its words on the site.
   */
  queryFallback?: Readonly<Record<string, string>>;
}

function fromQuery(
  params: URLSearchParams,
  successMessage: string,
  errors: Readonly<Record<string, string>>,
): TokenLinkState {
  const error = params.get('error');
  if (error)
    return { phase: 'error', message: Object.hasOwn(errors, error) ? errors[error] : LINK_MESSAGES.serverError };
  if (params.get('success') === 'true') return { phase: 'success', message: successMessage, courseInfo: null };
  return { phase: 'error', message: LINK_MESSAGES.serverError };
}

/** The unsubscribe and confirm pages: one GET with the link's token, then success or error. */
export function useTokenLink({
  endpoint,
  missingTokenMessage,
  successMessage,
  queryFallback,
}: TokenLinkOptions): TokenLinkState {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const hydrated = useHydrated();
  // The answer is kept with the token it is for: a new token shows 'loading' until its own arrives.
  const [settled, setSettled] = useState<{ token: string; state: TokenLinkState } | null>(null);

  useEffect(() => {
    if (!token) return;
    const show = (state: TokenLinkState) => setSettled({ token, state });
    const controller = new AbortController();
    (async () => {
      const response = await fetch(apiUrl(endpoint, { query: { token } }), {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        if (controller.signal.aborted) return;
        show(
          queryFallback
            ? fromQuery(searchParams, successMessage, queryFallback)
            : { phase: 'error', message: LINK_MESSAGES.unexpected },
        );
        return;
      }
      if (controller.signal.aborted) return;
      // The answer is read field by field: a proxy or an outage may send another shape.
      const text = (field: 'message' | 'courseInfo' | 'error') => {
        const value: unknown = body && typeof body === 'object' ? Reflect.get(body, field) : undefined;
        return typeof value === 'string' && value ? value : null;
      };
      const error = text('error');
      if (response.ok && !error) {
        show({ phase: 'success', message: text('message') ?? successMessage, courseInfo: text('courseInfo') });
      } else if (response.status === 410 && error) {
        show({ phase: 'done-before', message: error });
      } else {
        show({ phase: 'error', message: error ?? LINK_MESSAGES.serverError });
      }
    })().catch(() => {
      if (!controller.signal.aborted) show({ phase: 'error', message: LINK_MESSAGES.unexpected });
    });
    return () => controller.abort();
  }, [endpoint, token, successMessage, queryFallback, searchParams]);

  // The page is prerendered without its address's query: it shows 'loading' until it runs.
  if (!hydrated) return { phase: 'loading' };
  if (!token) {
    return queryFallback && searchParams.has('error')
      ? fromQuery(searchParams, successMessage, queryFallback)
      : { phase: 'error', message: missingTokenMessage };
  }
  return settled?.token === token ? settled.state : { phase: 'loading' };
}
