import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const frontendRoot = join(repositoryRoot, 'frontend');
const FRONTEND_BUILD_DIR = join(frontendRoot, 'build/client');
// The admin app is built last.
const buildMarker = join(FRONTEND_BUILD_DIR, 'admin/index.html');
const sources = [
  'src',
  'public',
  'admin',
  'react-router.config.ts',
  'vite.config.ts',
  'vite.admin.config.ts',
  'site-files.ts',
  'package.json',
]
  .map((path) => join(frontendRoot, path))
  // The site bundles the shared rules.
  .concat(join(repositoryRoot, 'domain/src'));

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestModification(join(path, entry))), 0);
}

/** Builds the site unless build/client is newer than every source it is built from; returns its directory. */
export function ensureFrontendBuild(): string {
  const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0;
  if (builtAt > Math.max(...sources.map(newestModification))) return FRONTEND_BUILD_DIR;
  const result = spawnSync('npm', ['run', 'build', '-w', 'frontend'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 240_000,
  });
  if (result.status !== 0) {
    throw new Error(`Frontend build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return FRONTEND_BUILD_DIR;
}
