import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const VALIDATOR = join('shared', 'einvoice', 'validate');

/** `../shared/einvoice/validate` beside the repository (CI's clone or the main checkout), looked up the tree. */
function validatorPath(): string {
  for (let directory = resolve(__dirname, '..', '..'); ; directory = dirname(directory)) {
    if (existsSync(join(directory, VALIDATOR))) return join(directory, VALIDATOR);
    if (dirname(directory) === directory)
      throw new Error(`The official e-invoice validator (${VALIDATOR}) is not beside the repository`);
  }
}

export interface RuleFailure {
  file: string;
  /** What failed: 'en16931', 'factur-x' or 'xrechnung' rules, or a PDF or XSD check. */
  check: string;
  /** One line per failed rule: 'BR-CO-15  at /path: text'. */
  rules: string[];
}

export interface ValidationResult {
  exitCode: number;
  output: string;
  failures: RuleFailure[];
}

/** Runs the official rule sets (CEN EN 16931, Factur-X, with `xrechnung` also KoSIT's) once over all files. */
export function validateInvoices(files: string[], { xrechnung = false } = {}): Promise<ValidationResult> {
  const args = [...(xrechnung ? ['--xrechnung'] : []), ...files];
  return new Promise((done) => {
    execFile(validatorPath(), args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`;
      const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ exitCode, output, failures: failuresIn(stdout) });
    });
  });
}

function failuresIn(output: string): RuleFailure[] {
  const failures: RuleFailure[] = [];
  let current: RuleFailure | null = null;
  for (const line of output.split('\n')) {
    const failed = /^FAIL (\S+): (.*)$/.exec(line);
    if (failed) {
      current = { file: failed[1], check: failed[2], rules: [] };
      failures.push(current);
    } else if (!/^\s/.test(line)) current = null;
    else if (current && !/^\s+warn /.test(line)) current.rules.push(line.trim());
  }
  return failures;
}
