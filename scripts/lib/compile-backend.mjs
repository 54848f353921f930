// Compiles the backend, the migrations and the e-mail templates with swc into one directory of
// plain CommonJS, so a test or benchmark can run the real worker as its own process without
// touching the build output (backend/dist, emails/dist) that `npm start` may be using at the same time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function swcConfig(outDir, extra) {
  return {
    $schema: 'https://swc.rs/schema.json',
    sourceMaps: false,
    module: { type: 'commonjs' },
    jsc: { target: 'es2022', keepClassNames: true, ...extra },
  };
}

function swc(sources, outDir, config) {
  const configFile = join(outDir, `.swcrc-${sources[0].replace(/\W/g, '-')}`);
  writeFileSync(configFile, JSON.stringify(config));
  const result = spawnSync(
    join(root, 'node_modules/.bin/swc'),
    [
      ...sources,
      '-d',
      outDir,
      '--config-file',
      configFile,
      '--ignore',
      '**/*.spec.ts,**/*.spec.tsx',
      '--extensions',
      '.ts,.tsx',
      '--quiet',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`swc failed for ${sources.join(', ')}:\n${result.stderr || result.stdout}`);
}

/**
 * Returns the path of the compiled worker entry (`<outDir>/backend/src/worker.js`).
 * `outDir` must lie inside the repository so Node finds the root node_modules.
 */
export function compileBackend(outDir = join(root, '.tmp', `worker-build-${process.pid}`)) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const domain = { baseUrl: root, paths: { '@mpb/domain': ['domain/src/index.ts'] } };
  swc(['domain/src'], outDir, swcConfig(outDir, { parser: { syntax: 'typescript' } }));
  swc(
    ['emails/src'],
    outDir,
    swcConfig(outDir, {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      ...domain,
    }),
  );
  swc(
    ['backend/src', 'migrations'],
    outDir,
    swcConfig(outDir, {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      baseUrl: root,
      paths: { ...domain.paths, '@mpb/emails': ['emails/src/index.ts'] },
    }),
  );
  return {
    outDir,
    workerEntry: join(outDir, 'backend/src/worker.js'),
    migrateEntry: join(outDir, 'backend/src/core/database/migrate.js'),
  };
}
