const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGE = /connection terminated|connection error|terminating connection|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i;

/** The database could not be reached or went away (restart, failover): worth trying again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const failure = error as { code?: string; driverError?: { code?: string }; message?: string } | null;
  const code = failure?.driverError?.code ?? failure?.code;
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNAVAILABLE_MESSAGE.test(String(failure?.message ?? ''));
}
