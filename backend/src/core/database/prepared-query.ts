import { EntityManager } from 'typeorm';

/**
 * Runs `text` as a named prepared statement: PostgreSQL parses it once per connection and, after
 * five runs whose plans came out alike, keeps one generic plan instead of planning every run. For
 * the statements every mail runs, whose planning cost PostgreSQL more than their execution.
 * TypeORM hands the query to node-postgres as it is, and node-postgres takes a name with the text;
 * each name must stand for one text. A migration that changes the type of a column the statement
 * returns fails it on the connections that prepared it, until their process restarts (a deploy
 * restarts every process).
 */
export function preparedQuery<T>(
  manager: EntityManager,
  name: string,
  text: string,
  parameters: unknown[],
): Promise<T> {
  return manager.query<T>({ name, text } as unknown as string, parameters);
}
