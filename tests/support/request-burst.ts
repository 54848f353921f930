import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface TimedResponse {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

/** One HTTP request, answered or not: its status (0 when the connection failed), time and JSON body. */
export async function timedRequest(url: string, init: RequestInit = {}): Promise<TimedResponse> {
  const started = performance.now();
  try {
    const response = await fetch(url, { redirect: 'manual', ...init });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, retryAfter: null, body: String(error) };
  }
}

export function postJsonTimed(url: string, body: unknown, headers: Record<string, string> = {}) {
  return timedRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Runs every task, at most `concurrency` at a time, and returns their results in order. */
export async function runConcurrently<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, lane));
  return results;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** How many answers had each status, e.g. { 200: 812, 503: 188 }. */
export function countStatuses(responses: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export interface BurstRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Sends the requests from a separate Node process (http-burst.mjs), `concurrency` at a time, and returns the answers in order. */
export async function burstFromOtherProcess(
  requests: BurstRequest[],
  concurrency: number,
): Promise<Omit<TimedResponse, 'ms'>[]> {
  const script = fileURLToPath(new URL('./http-burst.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, String(concurrency)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  child.stdin.end(JSON.stringify(requests));
  const code = await exited;
  if (code !== 0) throw new Error(`the load process exited with ${code}`);
  return JSON.parse(output);
}
