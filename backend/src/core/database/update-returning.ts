import { EntityManager } from 'typeorm';

/** What TypeORM answers an UPDATE or DELETE with on PostgreSQL: the RETURNING rows and the affected count. */
export type UpdateQueryResult<Row = unknown> = [rows: Row[], affected: number];

/** The rows of an UPDATE ... RETURNING (TypeORM answers an UPDATE with [rows, affected count]). */
export async function updateReturning<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const [rows] = await manager.query<UpdateQueryResult<T>>(sql, parameters);
  return rows;
}
