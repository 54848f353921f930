import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (its storage, the address, the running server's settings): the
 * prerendered HTML and hydration show `prerenderedValue`, the browser then shows `read()`.
 * `read` must return a primitive, or the same object each time.
 */
export function useBrowserValue<T>(read: () => T, prerenderedValue: T): T {
  return useSyncExternalStore(unchanging, read, () => prerenderedValue);
}

/** False in the prerendered HTML and while hydrating it, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
