export type ProbeResult = 'up' | 'down';

/** 'up' when the check succeeds within the time, 'down' when it fails or takes longer. */
export async function withinTimeout(check: () => Promise<unknown>, timeoutMs: number): Promise<ProbeResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Seconds a load balancer should wait before asking a process that is not ready again. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;
