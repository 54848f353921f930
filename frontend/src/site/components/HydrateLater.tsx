import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { type HydrationTurn, takeHydrationTurn } from '../lib/hydration-turns';

/**
 * Its children, hydrated after the rest of the page in a task of their own (hydration-turns.ts).
 * They must render one element: Preact keeps only the first node of a suspended part's served DOM,
 * and would build the page after it anew.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn] = useState(takeHydrationTurn);
  return (
    <Suspense fallback={null}>
      <AwaitTurn turn={turn}>{children}</AwaitTurn>
    </Suspense>
  );
}

function AwaitTurn({ turn, children }: { turn: HydrationTurn | undefined; children: ReactNode }) {
  // Suspense takes a thrown promise: during hydration, it keeps the served DOM until the turn comes.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol
  if (turn && !turn.started) throw turn.begun;
  return (
    <>
      {children}
      {turn && <Hydrated turn={turn} />}
    </>
  );
}

/** Its effect runs with the effects of the part it ends. */
function Hydrated({ turn }: { turn: HydrationTurn }) {
  useEffect(() => turn.finished(), [turn]);
  return null;
}
