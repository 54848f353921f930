import { DataSource, EntityManager } from 'typeorm';
import { SqlConditions } from './sql-conditions';

/** One page of a list and the number of rows of the whole list. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

export interface ListStatement {
  /** The selected columns, without `SELECT`. */
  columns: string;
  /** The FROM clause with its joins, without `FROM`. */
  from: string;
  conditions: SqlConditions;
  orderBy: string;
}

/** The rows of one page and the count of all, in two statements run side by side on the pool. */
export async function queryListPage<Row>(
  db: DataSource | EntityManager,
  { columns, from, conditions, orderBy }: ListStatement,
  page: { offset: number; limit: number },
): Promise<ListPage<Row>> {
  const params = conditions.params;
  const base = `FROM ${from} ${conditions.where}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query<Row[]>(
      `SELECT ${columns} ${base} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    ),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total ${base}`, params),
  ]);
  return { rows, total };
}
