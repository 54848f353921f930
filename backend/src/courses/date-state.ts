import { DateState } from '@mpb/domain';
import { EntityManager } from 'typeorm';
import { DateStatesRepository } from './date-states.repository';

/**
 * Adds `date_state` to rows, by their course id (date-states.repository.ts), read with the caller's
 * manager; a function for callers without injection.
 */
export async function withDateStates<Row extends object>(
  manager: EntityManager,
  rows: Row[],
  courseIdOf: (row: Row) => string | null,
  now: Date,
): Promise<(Row & { date_state: DateState | null })[]> {
  const states = await new DateStatesRepository(manager.connection).of(
    rows.map(courseIdOf).filter((id): id is string => Boolean(id)),
    now,
    manager,
  );
  return rows.map((row) => ({ ...row, date_state: states.get(courseIdOf(row) ?? '') ?? null }));
}
