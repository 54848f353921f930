import { eventually } from '../../support/eventually';

type AdminGet = (path: string) => Promise<{ body: unknown }>;

/** A row of the deletion log as the admin API lists it. */
export interface GdprLogRow {
  id: string;
  affected_tables: string[];
  affected_counts: Record<string, number>;
  queue_scrub_pending: boolean;
}

/** The deletion's row in the log the admin reads. */
export async function gdprLogRow(get: AdminGet, id: string): Promise<GdprLogRow | undefined> {
  return ((await get('/api/admin/gdpr-deletions')).body as GdprLogRow[]).find((entry) => entry.id === id);
}

/** The deletion's log row once the worker has removed the jobs naming the person from Redis. */
export async function scrubbedGdprLogRow(get: AdminGet, id: string, timeoutMs?: number): Promise<GdprLogRow> {
  let row: GdprLogRow | undefined;
  await eventually(
    async () => {
      row = await gdprLogRow(get, id);
      return row?.queue_scrub_pending === false;
    },
    { what: 'the queued jobs naming the person removed', timeoutMs },
  );
  return row!;
}
