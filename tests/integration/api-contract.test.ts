import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_COMMAND, apiTypesSource, committedApiTypes } from '../../scripts/lib/api-types.mjs';
import { startTestApp, TestApp } from '../support/app';

/** The frontend's request and response types are generated from the server's description, never written by hand. */
describe('API contract between the server and the frontend', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the committed frontend/src/api/schema.d.ts is what the running API describes', async () => {
    const response = await fetch(`${app.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    const generated = await apiTypesSource(await response.json());
    expect(
      generated === committedApiTypes(),
      `frontend/src/api/schema.d.ts differs from the API's OpenAPI document: run \`${API_TYPES_COMMAND}\` and commit it`,
    ).toBe(true);
  });
});
