/** A WHERE clause built one condition at a time, every value a numbered parameter ($1, $2, …). */
export class SqlConditions {
  readonly params: unknown[];
  private readonly conditions: string[] = [];

  /** `params` already taken by the statement (e.g. today's date as $1). */
  constructor(params: unknown[] = []) {
    this.params = [...params];
  }

  /** A condition on one value: `add((p) => \`d.active = ${p}\`, true)`. */
  add(condition: (placeholder: string) => string, value: unknown): this {
    this.conditions.push(condition(this.param(value)));
    return this;
  }

  /** A condition without a value. */
  addSql(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** The placeholder of one more value, for LIMIT, OFFSET or a value a condition uses twice. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `WHERE a AND b`, or nothing without conditions. */
  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}
