// Sign-in timing: POST /api/auth/magic-link for an admin's, a known customer's and an unknown
// address, BENCH_ROUNDS (50) times each, interleaved so the machine's load affects all three alike.
// The answers are the same for all three; their time must not tell the addresses apart either. Prints
// each kind's median; the goal: the medians no further apart than the smallest median (and 25 ms).
// Throws when an answer differs.
//
// Needs PostgreSQL and Redis like `npm test`; uses its own database and Redis key prefix and
// removes both afterwards. Settings: BENCH_ROUNDS, BENCH_API_NODE_ARGS.
import { openBenchEnvironment, percentile, startApi } from '../lib/bench-environment.mjs';

export const title = 'sign-in timing (account enumeration)';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const ADDRESSES = {
  admin: 'bench-admin@example.de',
  known: 'bench-bekannt@example.de',
  unknown: 'bench-unbekannt@example.de',
};

export async function run() {
  const environment = await openBenchEnvironment();
  try {
    await environment.db.query(`INSERT INTO users (email) VALUES ($1)`, [ADDRESSES.known]);
    const api = await startApi(environment, {
      ...environment.processEnv,
      ADMIN_EMAILS: ADDRESSES.admin,
      RATE_LIMIT_PER_MINUTE: '1000000',
      MAGIC_LINKS_PER_ADDRESS: String(ROUNDS * 2),
      LOG_LEVEL: 'error',
    });
    /** @type {Record<string, number[]>} */
    const timings = { admin: [], known: [], unknown: [] };
    const answers = new Set();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [kind, email] of Object.entries(ADDRESSES)) {
        const sent = performance.now();
        const response = await fetch(`${api.url}/api/auth/magic-link`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: environment.processEnv.PUBLIC_URL },
          body: JSON.stringify({ email }),
        });
        answers.add(`${response.status} ${await response.text()}`);
        timings[kind].push(performance.now() - sent);
      }
    }
    const medians = Object.entries(timings).map(([kind, values]) => {
      const median = percentile(
        values.sort((a, b) => a - b),
        0.5,
      );
      console.log(`  ${kind.padEnd(8)} median ${median.toFixed(1)} ms over ${values.length} requests`);
      return median;
    });
    const spread = Math.max(...medians) - Math.min(...medians);
    const allowed = Math.max(25, Math.min(...medians));
    console.log(
      `  spread:  ${spread.toFixed(1)} ms (goal: below ${allowed.toFixed(1)} ms${spread < allowed ? ', met' : ', MISSED'})`,
    );
    if (answers.size !== 1) throw new Error(`the answers differ: ${[...answers].join(' | ')}`);
  } finally {
    await environment.close();
  }
}
