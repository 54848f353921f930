import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const rootPackage = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);

describe('Node.js runtime', () => {
  it('runs the suite on the supported LTS line the project pins (22), not an end-of-life one', () => {
    const [major, minor] = parts(process.versions.node);
    const [minMajor, minMinor] = parts(rootPackage.engines.node);
    expect(major).toBeGreaterThanOrEqual(22);
    expect(major > minMajor || (major === minMajor && minor >= minMinor)).toBe(true);
    expect(major).toBe(parts(rootPackage.devDependencies.node)[0]);
    expect(parts(rootPackage.devDependencies['@types/node'])[0]).toBe(major);
  });
});
