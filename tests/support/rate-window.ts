/**
 * Rate-limit counters live in one-minute windows: a test that counts calls starts early enough in
 * a window to finish inside it.
 */
export async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}
