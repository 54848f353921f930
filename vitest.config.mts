import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const swcPlugin = () =>
  swc.vite({
    swcrc: false,
    module: { type: 'es6' },
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
  });

export default defineConfig({
  plugins: [swcPlugin()],
  resolve: {
    alias: {
      '@mpb/domain': fileURLToPath(new URL('./domain/src/index.ts', import.meta.url)),
      '@mpb/emails': fileURLToPath(new URL('./emails/src/index.ts', import.meta.url)),
    },
  },
  test: {
    // Two files at a time: most of their time is spent waiting for PostgreSQL, Redis, SMTP and
    // Chromium, not on a core. Each file's app has its own database copy and Redis prefix.
    maxWorkers: 2,
    // A worker keeps the modules it loaded from one file to the next: loading NestJS, TypeORM and the
    // app again for every file took more time than the tests. Each file still boots its own app.
    isolate: false,
    // expect.poll waits for a signal; the bound only ends a test that would never pass, also on a busy machine.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.spec.ts',
            'backend/src/**/*.spec.ts',
            'emails/src/**/*.spec.{ts,tsx}',
            'frontend/src/**/*.spec.ts',
            'tests/gates/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Fault files stop, slow down or restart PostgreSQL, Redis, SMTP and processes under a running app:
        // one at a time, after the other files, so no other file's load blurs what they measure.
        extends: true,
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          exclude: ['tests/faults/**/*.slow.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Fault tests too slow for every run (npm run test:faults; npm test leaves them out).
        extends: true,
        test: {
          name: 'slow-faults',
          include: ['tests/faults/**/*.slow.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts', 'tests/e2e/support/build-site.setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
