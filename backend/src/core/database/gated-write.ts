/**
 * A write one repository hands another to run inside that one's statement, as a CTE that writes
 * only when the statement's gate (a CTE of its own) yields a row: both in one round trip and one
 * commit, and the write's SQL stays with the repository of its table.
 */
export interface GatedWrite {
  /** Part of the carrying statement's prepared name: a name stands for one text. */
  name: string;
  /** The CTE's statement, reading `gate` and numbering its parameters from `firstParameter`. */
  text: (gate: string, firstParameter: number) => string;
  parameters: unknown[];
}
