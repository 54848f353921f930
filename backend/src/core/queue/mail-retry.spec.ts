import { describe, expect, it } from 'vitest';
import { mailRetryDelay } from './mail-retry';

const config = {
  deliveryWaitMs: 0,
  sendTimeoutMs: 1000,
  retryWindowMs: 24 * 3_600_000,
  retryBaseDelayMs: 2000,
  retryMaxDelayMs: 900_000,
  sweepIntervalMs: 60_000,
};

describe(mailRetryDelay.name, () => {
  it('doubles from the base delay, with jitter, up to the maximum', () => {
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      const ceiling = Math.min(900_000, 2000 * 2 ** (attempt - 1));
      const delay = mailRetryDelay(config, attempt, { timestamp: Date.now() } as never);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });

  it('stops a job still failing a full delay after the retry window', () => {
    const started = Date.now() - config.retryWindowMs;
    expect(mailRetryDelay(config, 90, { timestamp: started } as never)).toBeGreaterThan(0);
    expect(mailRetryDelay(config, 90, { timestamp: started - config.retryMaxDelayMs } as never)).toBe(-1);
  });

  it('gives a slow last attempt at least a minute past the window when the delays are short', () => {
    const short = { ...config, retryWindowMs: 7200, retryBaseDelayMs: 20, retryMaxDelayMs: 100 };
    const started = Date.now() - short.retryWindowMs;
    expect(mailRetryDelay(short, 90, { timestamp: started - 5000 } as never)).toBeGreaterThan(0);
    expect(mailRetryDelay(short, 90, { timestamp: started - 60_000 } as never)).toBe(-1);
  });
});
