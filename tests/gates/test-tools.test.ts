import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureTestTools } from '../support/test-tools';

/** What the check says, or undefined when it lets the tests run. */
function refusal(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the check before any test (tests/support/global-setup.ts)', () => {
  let bare: string;
  const machineWithout = () => {
    bare = mkdtempSync(join(tmpdir(), 'mpb-bare-'));
    return { PATH: bare, CHROMIUM_PATH: join(bare, 'chromium') };
  };
  afterEach(() => rmSync(bare, { recursive: true, force: true }));

  it('stops at once with one line naming the install command when programs are missing and it may not install', () => {
    const commands: string[][] = [];
    const message = refusal(() =>
      ensureTestTools({
        env: machineWithout(),
        isRoot: false,
        run: (command, args) => commands.push([command, ...args]),
      }),
    );
    expect(message).toMatch(
      /^The tests need Chromium, pdftoppm, redis-server(, PostgreSQL \(initdb, pg_ctl\))?, Java(, Saxon-HE)?, xmllint: install with `sudo apt-get install -y chromium poppler-utils redis-server( postgresql)? default-jre-headless( libsaxonhe-java)? libxml2-utils` and run them again\.$/,
    );
    expect(commands).toEqual([]);
  });

  it('installs the missing programs with apt-get when run as root, and stops when they are still missing', () => {
    const env = machineWithout();
    writeFileSync(join(bare, 'apt-get'), '#!/bin/sh\n');
    chmodSync(join(bare, 'apt-get'), 0o755);
    const commands: string[][] = [];
    const lines: string[] = [];
    const message = refusal(() =>
      ensureTestTools({
        env,
        isRoot: true,
        log: (line) => lines.push(line),
        run: (command, args) => commands.push([command, ...args]),
      }),
    );
    expect(lines).toEqual([
      expect.stringMatching(/^Installing what the tests need: apt-get install -y chromium poppler-utils redis-server/),
    ]);
    expect(commands).toEqual([
      ['apt-get', 'update', '-qq'],
      expect.arrayContaining(['apt-get', 'install', '-y', 'chromium', 'poppler-utils', 'redis-server']),
    ]);
    expect(message).toMatch(/^apt-get did not install Chromium, pdftoppm, redis-server/);
  });
});
