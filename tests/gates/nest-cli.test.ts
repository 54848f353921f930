import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the Nest CLI (nest-cli.json)', () => {
  // The CLI loads TypeScript and the schematics first: slow on a busy machine.
  it('generates into the backend', () => {
    const output = execFileSync(join(root, 'node_modules/.bin/nest'), ['generate', '--dry-run', 'service', 'planted'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(output).toContain('CREATE backend/src/planted/planted.service.ts');
    expect(output).toContain('Dry run enabled. No files written to disk.');
  }, 60_000);
});
