import { describe, expect, it } from 'vitest';
import { InProcessRateCounter } from './in-process-rate-counter';

describe('InProcessRateCounter', () => {
  it('counts per key within a window and starts again in the next', () => {
    const counter = new InProcessRateCounter();
    expect([counter.hit('a', 10), counter.hit('a', 10), counter.hit('b', 10)]).toEqual([1, 2, 1]);
    expect(counter.hit('a', 11)).toBe(1);
    expect(counter.hit('a', 10)).toBe(3);
  });

  it('forgets windows older than the previous one', () => {
    const counter = new InProcessRateCounter();
    counter.hit('a', 10);
    counter.hit('a', 12);
    expect(counter.hit('a', 10)).toBe(1);
  });
});
