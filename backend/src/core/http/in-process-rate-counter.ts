/**
 * This process's own copy of the fixed-window counters. Every request is counted here as well as
 * in Redis, so when Redis cannot be asked the limit still holds per process, counting the requests
 * this process already saw in the window.
 */
export class InProcessRateCounter {
  private readonly windows = new Map<number, Map<string, number>>();

  hit(key: string, window: number): number {
    let counts = this.windows.get(window);
    if (!counts) {
      for (const old of this.windows.keys()) if (old < window - 1) this.windows.delete(old);
      counts = new Map();
      this.windows.set(window, counts);
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count;
  }
}
