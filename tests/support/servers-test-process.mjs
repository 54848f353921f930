// A test process without Vitest, for tests/faults/test-servers-end.test.ts: loads the helpers
// through jiti, starts a private Redis and a private PostgreSQL as a test file does, prints their
// ports as one JSON line, then ends as its argument says: 'fail' throws, 'hang' waits to be
// signalled, 'pass' first stops both as an afterAll does (after starting Redis once more, as the
// fault tests' afterAll hooks do) and then waits.
import { createJiti } from 'jiti';

const mode = process.argv[2];
const jiti = createJiti(import.meta.url);
const { PrivateRedis } = await jiti.import('./private-redis.ts');
const { PrivatePostgres } = await jiti.import('./private-postgres.ts');

const redis = await PrivateRedis.start();
await redis.start();
const postgres = await PrivatePostgres.create();
const started = { redisPort: redis.port, postgresPort: postgres.port, postgresDirectory: postgres.directory };
if (mode === 'pass') {
  await redis.stop();
  await postgres.remove();
}
console.log(JSON.stringify(started));
if (mode === 'fail') throw new Error('the test failed');
setInterval(() => undefined, 60_000);
