/** One SQL statement with its parameters, as the API runs it (`npm run bench -- admin` explains the same). */
export interface Statement {
  sql: string;
  params: unknown[];
}
