import type { ApiOutcome } from '../../api/client';
import type { ApiSchema } from '../../api/types';

/** The API's error shape (a German message and optional per-field messages), read from an answer that may not be one. */
type ApiErrorBody = Partial<ApiSchema<'ApiError'>>;

type ApiFailureKind = 'network' | 'timeout' | 'http' | 'invalid-response';

/** A failed API call, with enough detail to choose the message the visitor sees. */
export class ApiRequestError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    readonly status: number | null,
    readonly body: ApiErrorBody & Record<string, unknown>,
  ) {
    super(
      typeof body.error === 'string' && body.error
        ? body.error
        : `API request failed (${kind}${status ? ` ${status}` : ''})`,
    );
    this.name = 'ApiRequestError';
  }

  /** The server's own German message, if it sent one. */
  get serverMessage(): string | null {
    return typeof this.body.error === 'string' && this.body.error ? this.body.error : null;
  }

  get fields(): Record<string, string> {
    return this.body.fields && typeof this.body.fields === 'object' ? this.body.fields : {};
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Netzwerkfehler: Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
export const TIMEOUT_ERROR_MESSAGE = 'Zeitüberschreitung: Die Anfrage dauert zu lange. Bitte versuchen Sie es erneut.';

const DEFAULT_TIMEOUT_MS = 20_000;

interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Runs one call of the typed `api` client under a timeout and answers its data; a failure throws
 * an ApiRequestError saying why (an abort by the caller's own signal is passed on as it is).
 */
export async function call<T>(
  send: (signal: AbortSignal) => Promise<ApiOutcome<T>>,
  options: RequestOptions = {},
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let outcome: ApiOutcome<T>;
  try {
    outcome = await send(controller.signal);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // A successful answer that is not JSON.
    if (error instanceof SyntaxError) throw new ApiRequestError('invalid-response', null, {});
    throw new ApiRequestError(timedOut ? 'timeout' : 'network', null, {});
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  const { data, error, response } = outcome;
  if (!response.ok)
    throw new ApiRequestError('http', response.status, error && typeof error === 'object' ? { ...error } : {});
  if (data === undefined || data === null) throw new ApiRequestError('invalid-response', response.status, {});
  return data;
}

/** The server's message, the network/timeout text, or the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.kind === 'network') return NETWORK_ERROR_MESSAGE;
    if (error.kind === 'timeout') return TIMEOUT_ERROR_MESSAGE;
    return error.serverMessage ?? fallback;
  }
  return fallback;
}
