import { withinDeadline } from '../core/async/within-deadline';

export type ProbeResult = 'up' | 'down';

/** 'up' when the check succeeds within the time, 'down' when it fails or takes longer. */
export function withinTimeout(check: () => Promise<unknown>, timeoutMs: number): Promise<ProbeResult> {
  return withinDeadline(Promise.resolve().then(check), timeoutMs, 'health check').then(
    () => 'up',
    () => 'down',
  );
}

/** Seconds a load balancer should wait before asking a process that is not ready again. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;
