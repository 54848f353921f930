import { Fragment } from 'preact';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { dropReactOnlyProps } from './preact-options';

/**
 * The router decodes the page's state (streamed into the served HTML) before its first render and
 * suspends until then. Preact hydrates only what renders at once, so the decoding is awaited first:
 * the router's first call starts it and throws its promise.
 */
async function decodedPageState() {
  try {
    HydratedRouter({});
  } catch (pending) {
    if (!(pending instanceof Promise)) throw pending;
    await pending;
  }
}

// Preact renders into the document's <html> element, so the layout's own <html> must not add one
// (preactjs/preact#5118); the layout keeps its `lang` in step.
dropReactOnlyProps((vnode) => {
  if (vnode.type === 'html') vnode.type = Fragment;
});
await decodedPageState();
// Hydrating is a task of its own, not a tail of the one that decoded: a phone's main thread stays free
// for input in between.
await new Promise((resolve) => setTimeout(resolve, 0));
hydrateRoot(document, <HydratedRouter />);
