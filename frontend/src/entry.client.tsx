import { Fragment } from 'preact';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { dropReactOnlyProps } from './preact-options';
import { hydrateInTurns, nextTask } from './site/lib/hydration-turns';

/**
 * The router decodes the page's state (streamed into the served HTML) before its first render and
 * suspends until then: its first call starts the decoding and throws its promise. Preact hydrates
 * only what renders at once, so the decoding is awaited first. Called again once decoded, the router
 * is created, a third of what hydrating a page would otherwise take at once, and the call then
 * fails at its first hook, outside a render. An error of the creation itself recurs when hydration
 * calls it.
 */
async function createRouter() {
  for (;;) {
    try {
      HydratedRouter({});
      return;
    } catch (thrown) {
      if (!(thrown instanceof Promise)) return;
      await thrown;
      await nextTask();
    }
  }
}

// Preact renders into the document's <html> element, so the layout's own <html> must not add one
// (preactjs/preact#5118); the layout keeps its `lang` in step.
dropReactOnlyProps((vnode) => {
  if (vnode.type === 'html') vnode.type = Fragment;
});
await createRouter();
// Hydrating is a task of its own too: a phone's main thread stays free for input in between.
await nextTask();
hydrateInTurns(() => hydrateRoot(document, <HydratedRouter />));
