import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError } from 'react-admin';

export const ADMIN_API_URL = '/api/admin';

// The session lives in an httpOnly cookie, so every request must send credentials. The API
// answers errors as { error: '<German message>' }; show that instead of the HTTP status text.
export const adminHttpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
  } catch (error) {
    const message = error instanceof HttpError ? (error.body as { error?: unknown } | undefined)?.error : undefined;
    if (error instanceof HttpError && typeof message === 'string')
      throw new HttpError(message, error.status, error.body);
    throw error;
  }
};

export const dataProvider = simpleRestProvider(ADMIN_API_URL, adminHttpClient);
