// `npm run bench [-- name...]`: runs every benchmark in scripts/bench/ (or those whose file name
// contains one of the given names) one after another and prints their figures. Each benchmark
// module exports `title` (optional) and `run()`; a benchmark that finds a correctness problem
// (e.g. an oversold seat) throws, and the command then exits with status 1.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const directory = join(dirname(fileURLToPath(import.meta.url)), 'bench');
const filters = process.argv.slice(2);
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.mjs'))
  .filter((file) => !filters.length || filters.some((filter) => file.includes(filter)))
  .sort();

if (!files.length) {
  console.error(`No benchmark matches ${filters.join(', ')}. Available: ${readdirSync(directory).join(', ')}`);
  process.exit(1);
}

let failed = false;
for (const file of files) {
  const benchmark = await import(pathToFileURL(join(directory, file)).href);
  const title = benchmark.title ?? file.replace(/\.mjs$/, '').replace(/-/g, ' ');
  console.log(`\n## ${title[0].toUpperCase()}${title.slice(1)}`);
  const started = Date.now();
  try {
    await benchmark.run();
  } catch (error) {
    failed = true;
    console.error(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(failed ? 1 : 0);
