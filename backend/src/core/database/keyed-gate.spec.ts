import { describe, expect, it } from 'vitest';
import { KeyedGate, RowBusyError } from './keyed-gate';

describe('KeyedGate', () => {
  it('runs at most `limit` callers of one key at once and lets other keys through', async () => {
    const gate = new KeyedGate(2, 5_000);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 10 }, () => gate.run('a', work)));
    expect(most).toBe(2);
  });

  it('refuses a caller that waited longer than allowed, without running it', async () => {
    const gate = new KeyedGate(1, 50);
    let release!: () => void;
    const holding = gate.run('a', () => new Promise<void>((resolve) => (release = resolve)));
    let ran = false;
    await expect(
      gate.run('a', () => {
        ran = true;
        return Promise.resolve();
      }),
    ).rejects.toBeInstanceOf(RowBusyError);
    expect(ran).toBe(false);
    await expect(gate.run('b', () => Promise.resolve('other course'))).resolves.toBe('other course');
    release();
    await holding;
    await expect(gate.run('a', () => Promise.resolve('free again'))).resolves.toBe('free again');
  });
});
