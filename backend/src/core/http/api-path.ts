/** Paths the API answers (in any letter case, as express routes them), never the site. */
const API_PATH = /^\/api(\/|$)/i;

export function isApiPath(path: string): boolean {
  return API_PATH.test(path);
}
