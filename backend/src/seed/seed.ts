import { DataSource } from 'typeorm';
import { loadConfig } from '../core/config/app-config';
import { dataSourceOptions } from '../core/database/data-source-options';
import { seedDemoData } from './demo-data';

async function main() {
  const config = loadConfig();
  const dataSource = new DataSource(dataSourceOptions(config.database.url, 2));
  await dataSource.initialize();
  try {
    const seeded = await seedDemoData(dataSource, config.site.email);
    console.log(seeded ? 'Demo data seeded.' : 'Database already has data; nothing seeded.');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
