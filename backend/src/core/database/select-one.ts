import { Client } from 'pg';

/**
 * Runs `SELECT 1` over its own short-lived connection instead of the shared pool, giving up after
 * `timeoutMs` to connect and to answer.
 */
export async function selectOneOnOwnConnection(url: string, timeoutMs: number, applicationName: string): Promise<void> {
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    application_name: applicationName,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    void client.end().catch(() => undefined);
  }
}
