import { EntityManager } from 'typeorm';

/** The rows of an UPDATE ... RETURNING (TypeORM answers an UPDATE with [rows, affected count]). */
export async function updateReturning<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const [rows] = await manager.query(sql, parameters);
  return rows;
}
