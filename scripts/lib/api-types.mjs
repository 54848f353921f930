// The frontend's request and response types, generated from the API's OpenAPI document with
// openapi-typescript and formatted like the rest of the repository, so the committed file can be
// compared with what the server describes byte for byte.
import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the generated types are committed. */
export const API_TYPES_PATH = join(root, 'frontend/src/api/schema.d.ts');
export const API_TYPES_COMMAND = 'npm run api:types';

const HEADER = `/**
 * Generated from the API's OpenAPI document by \`${API_TYPES_COMMAND}\` (scripts/api-types.mjs).
 * Do not edit: change the backend's schemas and run the command again.
 */

`;

/** The TypeScript source of the types for an OpenAPI document (a parsed object). */
export async function apiTypesSource(document) {
  // A fresh copy: openapi-typescript resolves references in place.
  const ast = await openapiTS(structuredClone(document), { alphabetize: true, silent: true });
  const options = await prettier.resolveConfig(API_TYPES_PATH);
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: API_TYPES_PATH });
}

/** The committed types, or '' when there are none yet. */
export function committedApiTypes() {
  try {
    return readFileSync(API_TYPES_PATH, 'utf8');
  } catch {
    return '';
  }
}
