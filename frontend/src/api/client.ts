import createClient, { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { ParamsOption } from 'openapi-fetch';
import type { paths } from './schema';

/**
 * The API, typed end to end by its OpenAPI document (schema.d.ts, `npm run api:types`): each call
 * names a documented path, sends its documented body and answers its documented response. The
 * session lives in an httpOnly cookie of this origin, which every call sends.
 */
export const api = createClient<paths>({ credentials: 'same-origin', headers: { Accept: 'application/json' } });

/** What one call of `api` settles to: the answer's data, or the error body the API sent. */
export interface ApiOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

type Downloads = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** The address of a documented GET, for a link or a download the browser opens itself. */
export function apiUrl<P extends Downloads>(path: P, params: ParamsOption<paths[P]['get']>['params']): string {
  return createFinalURL(path, {
    baseUrl: '',
    params: params ?? {},
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
}
