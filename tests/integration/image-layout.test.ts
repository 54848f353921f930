import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyImage } from '../../scripts/verify-image.mjs';
import { ensureFrontendBuild } from '../e2e/support/frontend-build';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

function connections() {
  return {
    databaseAdminUrl: inject('databaseUrl').replace(/\/[^/]*$/, '/postgres'),
    redisUrl: inject('redisUrl'),
    log: () => {},
  };
}

/** The Dockerfile with one line of its final stage replaced, to plant a problem. */
function plantedDockerfile(line: RegExp, replacement: string): string {
  const planted = dockerfile.replace(line, replacement);
  expect(planted).not.toBe(dockerfile);
  return planted;
}

describe('Docker image final stage, laid out without Docker', () => {
  beforeAll(() => {
    const build = spawnSync('npm', ['run', 'build', '-w', 'domain', '-w', 'emails', '-w', 'backend', '--silent'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 240_000,
    });
    if (build.status !== 0) throw new Error(`backend build failed:\n${build.stdout}\n${build.stderr}`);
    ensureFrontendBuild();
  }, 480_000);

  it('holds only built output and production dependencies, and its migrate, API and worker commands start and answer', async () => {
    const { checked } = await verifyImage({ dockerfile, ...connections() });

    expect(checked).toEqual(expect.arrayContaining(['/online-seminare', '/api/courses', 'worker running', 'SIGTERM']));
    expect(checked.some((path: string) => path.startsWith('/api/health'))).toBe(true);
  }, 240_000);

  it('rejects a final stage that copies sources or tests', async () => {
    const withSources = plantedDockerfile(
      /^COPY --from=build \/app\/backend\/dist backend\/dist$/m,
      'COPY --from=build /app/backend/dist backend/dist\nCOPY --from=build /app/backend/src backend/src',
    );
    await expect(verifyImage({ dockerfile: withSources, ...connections() })).rejects.toThrow(
      /holds sources or tests: backend\/src\//,
    );

    const withTests = plantedDockerfile(
      /^COPY --from=build \/app\/backend\/dist backend\/dist$/m,
      'COPY --from=build /app/backend/dist backend/dist\nCOPY --from=build /app/tests tests',
    );
    await expect(verifyImage({ dockerfile: withTests, ...connections() })).rejects.toThrow(
      /holds sources or tests: tests\//,
    );
  }, 120_000);

  it('rejects a compose file that publishes the database, trusts every connection or runs one API', async () => {
    const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    const planted = compose
      .replace(
        '      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}\n',
        '      POSTGRES_HOST_AUTH_METHOD: trust\n',
      )
      .replace(
        '    volumes: [postgres-data:/var/lib/postgresql/data]\n',
        '    volumes: [postgres-data:/var/lib/postgresql/data]\n    ports: ["5432:5432"]\n',
      )
      .replace('  api-2: *api\n', '');
    expect(planted).not.toBe(compose);

    const failure = verifyImage({ dockerfile, composeFile: planted, ...connections() });

    await expect(failure).rejects.toThrow(/postgres publishes ports/);
    await expect(failure).rejects.toThrow(/POSTGRES_HOST_AUTH_METHOD/);
    await expect(failure).rejects.toThrow(/fewer than two API replicas/);
  });

  it('fails when the final stage lacks a runtime dependency of the API', async () => {
    const withoutBackendDependencies = plantedDockerfile(/ -w backend -w domain -w emails$/m, ' -w domain -w emails');

    await expect(verifyImage({ dockerfile: withoutBackendDependencies, ...connections() })).rejects.toThrow(
      /migrate command failed/,
    );
  }, 240_000);
});
