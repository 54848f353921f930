import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

type Environment = Record<string, string | undefined>;

interface TestTool {
  name: string;
  /** The Debian package that installs it. */
  debianPackage: string;
  present(env: Environment): boolean;
}

/** The programs test files start besides Node, where they look for them. */
const TEST_TOOLS: TestTool[] = [
  // tests/e2e/support/browser.ts
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    present: (env) => executable(env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  // tests/support/certificate-pdf.ts, tests/e2e/admin-course-run.e2e.test.ts; pdfdetach for the e-invoice validator
  { name: 'pdftoppm', debianPackage: 'poppler-utils', present: (env) => onPath('pdftoppm', env) },
  // tests/support/private-redis.ts
  { name: 'redis-server', debianPackage: 'redis-server', present: (env) => onPath('redis-server', env) },
  // tests/support/private-postgres.ts
  { name: 'PostgreSQL (initdb, pg_ctl)', debianPackage: 'postgresql', present: () => postgresPrograms() },
  // tests/support/einvoice-validator.ts: the official rule sets run in Java with Saxon, the XSD with xmllint
  { name: 'Java', debianPackage: 'default-jre-headless', present: (env) => onPath('java', env) },
  { name: 'Saxon-HE', debianPackage: 'libsaxonhe-java', present: () => existsSync('/usr/share/java/Saxon-HE.jar') },
  { name: 'xmllint', debianPackage: 'libxml2-utils', present: (env) => onPath('xmllint', env) },
];

export interface TestToolsOptions {
  env?: Environment;
  isRoot?: boolean;
  log?: (line: string) => void;
  run?: (command: string, args: string[], env: Environment) => void;
}

/**
 * Makes sure every program the tests start is there before any test runs: run by root on a machine
 * with apt-get, it installs the missing ones; otherwise it stops with one line naming the command.
 */
export function ensureTestTools({
  env = process.env,
  isRoot = process.getuid?.() === 0,
  log = console.log,
  run = (command, args, runEnv) => execFileSync(command, args, { env: runEnv, stdio: 'inherit' }),
}: TestToolsOptions = {}): void {
  const missing = TEST_TOOLS.filter((tool) => !tool.present(env));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.debianPackage);
  if (isRoot && onPath('apt-get', env)) {
    log(`Installing what the tests need: apt-get install -y ${packages.join(' ')}`);
    const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], aptEnv);
    run('apt-get', ['install', '-y', '-qq', ...packages], aptEnv);
    const still = TEST_TOOLS.filter((tool) => !tool.present(env));
    if (still.length === 0) return;
    throw new Error(`apt-get did not install ${still.map((tool) => tool.name).join(', ')}; the tests need it.`);
  }
  throw new Error(
    `The tests need ${missing.map((tool) => tool.name).join(', ')}: install with \`sudo apt-get install -y ${packages.join(' ')}\` and run them again.`,
  );
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(program: string, env: Environment): boolean {
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .some((directory) => executable(join(directory, program)));
}

function postgresPrograms(): boolean {
  try {
    return readdirSync('/usr/lib/postgresql').some((version) =>
      ['initdb', 'pg_ctl'].every((program) => executable(join('/usr/lib/postgresql', version, 'bin', program))),
    );
  } catch {
    return false;
  }
}
