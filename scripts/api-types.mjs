// Writes frontend/src/api/schema.d.ts from the OpenAPI document the backend describes (no database
// needed). With --check it only compares and fails when the committed file differs (the frontend build).
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TYPES_COMMAND, API_TYPES_PATH, apiTypesSource, committedApiTypes } from './lib/api-types.mjs';
import { compileBackend } from './lib/compile-backend.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const { outDir } = compileBackend(join(root, '.tmp', `api-types-${process.pid}`));
let document;
try {
  const require = createRequire(import.meta.url);
  require('reflect-metadata');
  const { describeApi } = require(join(outDir, 'backend/src/api-description.js'));
  document = await describeApi();
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const generated = await apiTypesSource(document);
const target = relative(root, API_TYPES_PATH);
if (check) {
  if (generated !== committedApiTypes()) {
    console.error(`✖ ${target} differs from the API's OpenAPI document. Run \`${API_TYPES_COMMAND}\` and commit it.`);
    process.exit(1);
  }
  console.log(`✓ ${target} matches the API's OpenAPI document`);
} else if (generated === committedApiTypes()) {
  console.log(`✓ ${target} is up to date`);
} else {
  writeFileSync(API_TYPES_PATH, generated);
  console.log(`✓ wrote ${target}`);
}
