import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/** What every log line written while handling one request or one job carries. */
export interface LogContext {
  /** The request's id (X-Request-Id), carried through the outbox into the jobs it caused. */
  requestId?: string;
  jobId?: string;
  /** The process's logger, for code that has no logger injected (recordOutboxEvent). */
  logger: Logger;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` so that every log line written during it (and what it awaits) carries the context. */
export function runWithLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}

/** pino's mixin: the fields of the current context, merged into every line. */
export function logContextFields(): Record<string, string> {
  const context = storage.getStore();
  if (!context) return {};
  return {
    ...(context.requestId ? { requestId: context.requestId } : {}),
    ...(context.jobId ? { jobId: context.jobId } : {}),
  };
}
