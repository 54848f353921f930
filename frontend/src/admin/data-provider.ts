import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'react-admin';
import type { ApiOutcome } from '../api/client';

const ADMIN_API_URL = '/api/admin';

/** A text field of an error body: the API's German message is `error`. */
function errorText(body: unknown, field = 'error'): string | undefined {
  const message: unknown = body && typeof body === 'object' ? Reflect.get(body, field) : undefined;
  return typeof message === 'string' ? message : undefined;
}

// The session lives in an httpOnly cookie, so every request must send credentials. The API
// answers errors as { error: '<German message>' }; show that instead of the HTTP status text.
const adminHttpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    const message = error instanceof HttpError ? errorText(error.body) : undefined;
    if (error instanceof HttpError && message !== undefined) throw new HttpError(message, error.status, error.body);
    throw error;
  }
};

export const dataProvider = simpleRestProvider(ADMIN_API_URL, adminHttpClient);

/**
 * The answer of a typed `api` call beyond react-admin's CRUD; a refusal throws react-admin's
 * HttpError with the API's German message, as the data provider's calls do.
 */
export async function adminCall<T>(pending: Promise<ApiOutcome<T>>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) {
    const body = error && typeof error === 'object' ? error : undefined;
    throw new HttpError(errorText(body) ?? (errorText(body, 'message') || response.statusText), response.status, body);
  }
  if (data === undefined) throw new HttpError(response.statusText, response.status);
  return data;
}
