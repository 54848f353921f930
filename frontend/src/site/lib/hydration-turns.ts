/**
 * A phone hydrates a whole page in one long task, during which it answers no tap. Parts of the
 * page wrapped in <HydrateLater> wait for a turn of their own: they suspend during the first
 * hydration, Preact keeps their served DOM as it is, and each is hydrated in a task of its own
 * once the rest of the page is (preact/compat's Suspense resumes a suspended hydration).
 */
export interface HydrationTurn {
  started: boolean;
  /** Settles when the part may hydrate. */
  begun: Promise<void>;
  /** Called by the part's effects once it is hydrated. */
  finished: () => void;
}

interface Waiting {
  start: () => void;
  done: Promise<void>;
}

let waiting: Waiting[] | undefined;
let allHydrated: Promise<void> = Promise.resolve();

/** Settles in a task of its own, after the browser has had the chance to handle input. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A turn for a part rendered during the first hydration; none afterwards, when parts render at once. */
export function takeHydrationTurn(): HydrationTurn | undefined {
  if (!waiting) return undefined;
  let start = () => {};
  let finished = () => {};
  const begun = new Promise<void>((resolve) => (start = resolve));
  const done = new Promise<void>((resolve) => (finished = resolve));
  const turn: HydrationTurn = { started: false, begun, finished };
  waiting.push({
    start: () => {
      turn.started = true;
      start();
    },
    done,
  });
  return turn;
}

/** Hydrates the page, then each part that waits for a turn, one task each. */
export function hydrateInTurns(hydrate: () => void): void {
  const parts: Waiting[] = [];
  waiting = parts;
  try {
    hydrate();
  } finally {
    waiting = undefined;
  }
  allHydrated = (async () => {
    for (const { start } of parts) {
      await nextTask();
      start();
    }
    await Promise.all(parts.map(({ done }) => done));
  })();
}

/** Settles once every part of the first hydration is hydrated and has run its effects. */
export function whenHydrated(): Promise<void> {
  return allHydrated;
}
