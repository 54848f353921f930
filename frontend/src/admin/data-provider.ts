import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';

export const ADMIN_API_URL = '/api/admin';

// The session lives in an httpOnly cookie, so every request must send credentials.
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

export const dataProvider = simpleRestProvider(ADMIN_API_URL, httpClient);
