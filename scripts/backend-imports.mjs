// Lists the imports that cross backend/src's folder boundaries:
//   core/ -> anything outside core/ (must be none; exit code 1 otherwise),
//   a feature -> another feature's files other than its *.module.ts or index.ts (listed with --features).
// `node scripts/backend-imports.mjs [--features]`
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '../backend/src');
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|\brequire\()\s*\(?\s*'(\.{1,2}\/[^']*)'/g;

/** The top folder of a file under backend/src; '' for the entry files beside main.ts. */
const areaOf = (file) => {
  const parts = relative(SOURCE, file).split(sep);
  return parts.length > 1 ? parts[0] : '';
};

export function crossingImports() {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const core = [];
  const features = [];
  for (const file of files.map((name) => join(SOURCE, name))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), specifier);
      const [from, to] = [areaOf(file), areaOf(target)];
      if (from === to || !target.startsWith(SOURCE + sep)) continue;
      const arrow = `${relative(SOURCE, file)} -> ${relative(SOURCE, target)}`;
      if (from === 'core') core.push(arrow);
      else if (from && to && to !== 'core') {
        const inside = relative(join(SOURCE, to), target);
        if (!/^[^/]+\.module$/.test(inside) && inside !== 'index') features.push(arrow);
      }
    }
  }
  return { core, features };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { core, features } = crossingImports();
  console.log(`core/ -> outside core/: ${core.length}`);
  for (const arrow of core) console.log(`  ${arrow}`);
  console.log(`feature -> another feature's internals: ${features.length}`);
  if (process.argv.includes('--features')) for (const arrow of features) console.log(`  ${arrow}`);
  process.exitCode = core.length ? 1 : 0;
}
