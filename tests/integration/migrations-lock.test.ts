import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations';
import { compileBackend } from '../../scripts/lib/compile-backend.mjs';
import { createScratchDatabase } from '../support/scratch-database';
import { trackChild } from '../support/test-processes';

/** `node migrate.js run` as an operator (or a compose one-shot service) starts it. */
function runMigrator(entry: string, databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [entry, 'run'], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('migrations as their own step', () => {
  const compiled = compileBackend();
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  afterAll(async () => {
    await scratch?.drop();
    rmSync(compiled.outDir, { recursive: true, force: true });
  });

  it('two migrators started together on an empty database apply each migration exactly once', async () => {
    scratch = await createScratchDatabase();
    const results = await Promise.all([
      runMigrator(compiled.migrateEntry, scratch.url),
      runMigrator(compiled.migrateEntry, scratch.url),
    ]);

    for (const result of results) expect(result.code, result.output).toBe(0);
    const outputs = results.map((result) => result.output);
    expect(outputs.filter((output) => output.includes('Applied '))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('Schema is up to date.'))).toHaveLength(1);

    const recorded: { name: string; count: number }[] = await scratch.dataSource.query(
      `SELECT name, count(*)::int AS count FROM migrations GROUP BY name ORDER BY name`,
    );
    expect(recorded.map((row) => row.name).sort()).toEqual(migrations.map((migration) => migration.name).sort());
    expect(recorded.every((row) => row.count === 1)).toBe(true);
    const [{ tables }] = await scratch.dataSource.query(
      `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`,
    );
    expect(tables).toBeGreaterThanOrEqual(15);
    expect(await scratch.dataSource.showMigrations()).toBe(false);
  });
});
