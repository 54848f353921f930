import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { trackChild } from './test-processes';

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** One HTTP request, answered or not: its status (0 when the connection failed), Retry-After and JSON body. */
export async function answerTo(url: string, init: RequestInit = {}): Promise<Answer> {
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
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return { status: 0, retryAfter: null, body: String(error) };
  }
}

export function postJsonAnswer(url: string, body: unknown, headers: Record<string, string> = {}) {
  return answerTo(url, {
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
export async function burstFromOtherProcess(requests: BurstRequest[], concurrency: number): Promise<Answer[]> {
  const script = fileURLToPath(new URL('./http-burst.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, String(concurrency)], { stdio: ['pipe', 'pipe', 'inherit'] });
  trackChild(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  child.stdin.end(JSON.stringify(requests));
  const code = await exited;
  if (code !== 0) throw new Error(`the load process exited with ${code}`);
  return JSON.parse(output);
}

/**
 * Sends the requests from a process of their own, then those refused as overload (503) again, as
 * their customers would, until each has another answer (at most five rounds).
 */
export async function burstUntilServed(requests: BurstRequest[], concurrency: number) {
  const answers = await burstFromOtherProcess(requests, concurrency);
  for (let round = 1; round <= 5; round += 1) {
    const refused = answers.flatMap((answer, index) => (answer.status === 503 ? [index] : []));
    if (!refused.length) break;
    const again = await burstFromOtherProcess(
      refused.map((index) => requests[index]),
      concurrency,
    );
    refused.forEach((index, position) => (answers[index] = again[position]));
  }
  return answers;
}

/**
 * JSON headers of a request from customer number `index`, each behind an address of its own
 * (needs TRUST_PROXY_HOPS=1): requests from one address wait for each other's checkouts.
 */
export function customerHeaders(index: number): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-forwarded-for': `10.20.${Math.floor(index / 250) % 250}.${index % 250}`,
  };
}
