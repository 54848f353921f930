import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Builds a copy of the site with the given build-time variables (so the shared build stays as it
 * is) in a new temporary folder; returns that folder and the copy's build/client directory.
 */
export function buildConfiguredSite(environment: Record<string, string>): {
  workDirectory: string;
  buildDirectory: string;
} {
  const workDirectory = mkdtempSync(join(tmpdir(), 'mpb-configured-build-'));
  const frontend = join(workDirectory, 'frontend');
  const source = join(repositoryRoot, 'frontend');
  const generated = ['build', 'node_modules', '.react-router'].map((entry) => join(source, entry));
  cpSync(source, frontend, { recursive: true, filter: (path) => !generated.includes(path) });
  symlinkSync(join(repositoryRoot, 'node_modules'), join(workDirectory, 'node_modules'));
  symlinkSync(join(repositoryRoot, 'domain'), join(workDirectory, 'domain'));
  symlinkSync(join(repositoryRoot, 'frontend/node_modules'), join(frontend, 'node_modules'));
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: frontend,
    encoding: 'utf8',
    env: { ...process.env, ...environment, NODE_ENV: 'production' },
    timeout: 240_000,
  });
  if (result.status !== 0) {
    throw new Error(`Frontend build failed: ${result.error ?? ''}\n${result.stdout}\n${result.stderr}`);
  }
  return { workDirectory, buildDirectory: join(frontend, 'build/client') };
}
