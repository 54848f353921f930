import { onTestFinished, vi } from 'vitest';
import { Clock } from '../../backend/src/core/clock/clock';
import type { TestApp } from './app';

/**
 * Stops the API's clock in the middle of the current minute until the test ends, so the calls a
 * test counts all fall into one rate-limit window (one minute each) however long they take.
 */
export function freezeClockMidMinute(app: TestApp): void {
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  const clock = app.api.get(Clock);
  const frozen = vi.spyOn(clock, 'now').mockReturnValue(at);
  onTestFinished(() => frozen.mockRestore());
}
