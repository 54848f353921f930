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

async function request<T>(method: 'GET' | 'POST', url: string, body: unknown, options: RequestOptions): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal: controller.signal,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(timedOut ? 'timeout' : 'network', null, {});
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  const record = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  if (!response.ok) throw new ApiRequestError('http', response.status, record);
  if (payload === null) throw new ApiRequestError('invalid-response', response.status, {});
  return payload as T;
}

export function postJson<T>(url: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', url, body, options);
}

export function getJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', url, undefined, options);
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
