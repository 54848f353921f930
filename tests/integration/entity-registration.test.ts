import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, getMetadataArgsStorage } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from '../support/app';

const SOURCE = join(__dirname, '../../backend/src');

/** Every class an `*.entity.ts` file under backend/src declares as a TypeORM entity. */
async function entityClasses(): Promise<string[]> {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.entity.ts'),
  );
  for (const file of files) await import(join(SOURCE, file));
  return getMetadataArgsStorage()
    .tables.map((table) => (table.target as { name: string }).name)
    .sort();
}

const known = (dataSource: DataSource) => dataSource.entityMetadatas.map((metadata) => metadata.name).sort();

/** Each feature module registers its entities (TypeOrmModule.forFeature); no central list names them. */
describe('entity registration', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives the API and the worker every entity of every feature', async () => {
    const entities = await entityClasses();
    expect(entities.length).toBeGreaterThanOrEqual(18);
    expect(known(app.api.get(DataSource))).toEqual(entities);
    expect(known(app.worker!.get(DataSource))).toEqual(entities);
  });
});
