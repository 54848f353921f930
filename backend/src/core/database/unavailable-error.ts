/**
 * Errors that say the database cannot serve right now (DECISIONS 28): no free connection in time,
 * the server down, restarting or full, a lock or statement waiting past its limit. They are
 * answered 503 with Retry-After; any other error stays a 500, which always means a bug.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '55P03', // lock_not_available: lock_timeout passed
  '57014', // query_canceled: statement_timeout passed
]);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** TypeORM releases a transaction's query runner when its connection fails; later statements then throw this. */
const CONNECTION_LOST_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

export type Unavailability = 'busy' | 'down';

/** 'busy' for a lock or statement past its limit, 'down' for no connection; undefined for anything else. */
export function databaseUnavailability(error: unknown, depth = 0): Unavailability | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { name, code, message, driverError, cause, errors } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (code === '55P03' || code === '57014') return 'busy';
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_SOCKET_CODES.has(code))
  )
    return 'down';
  if (typeof name === 'string' && CONNECTION_LOST_ERRORS.has(name)) return 'down';
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return 'down';
  for (const inner of [driverError, cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])]) {
    const found = databaseUnavailability(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}
