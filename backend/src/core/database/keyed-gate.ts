/** Refused because too many requests already wait for the same row: answered 503 like a lock timeout. */
export class RowBusyError extends Error {
  readonly code = '55P03';
  constructor(key: string) {
    super(`too many requests waiting for ${key}`);
  }
}

interface Lane {
  running: number;
  waiting: (() => void)[];
}

/**
 * Lets at most `limit` callers per key work at once; the rest wait here, without a database
 * connection, for at most `waitMs`. Writers of one row take its lock one after the other anyway,
 * so a row locked for long holds `limit` connections, not the whole pool.
 */
export class KeyedGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly limit: number,
    private readonly waitMs: number,
  ) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const lane = this.lanes.get(key) ?? { running: 0, waiting: [] };
    this.lanes.set(key, lane);
    if (lane.running >= this.limit) await this.queue(key, lane);
    else lane.running += 1;
    try {
      return await work();
    } finally {
      const next = lane.waiting.shift();
      if (next) next();
      else if (--lane.running === 0) this.lanes.delete(key);
    }
  }

  /** Resolves holding a place handed over by a finishing caller. */
  private queue(key: string, lane: Lane): Promise<void> {
    return new Promise((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        lane.waiting.splice(lane.waiting.indexOf(admit), 1);
        if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
        reject(new RowBusyError(key));
      }, this.waitMs);
      lane.waiting.push(admit);
    });
  }
}
