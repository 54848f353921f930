import { renderToStringAsync } from 'preact-render-to-string';
import { type EntryContext, ServerRouter } from 'react-router';
import { dropReactOnlyProps } from './preact-options';

dropReactOnlyProps();

/**
 * With `ssr: false` this only runs at build time, to prerender the public pages and the SPA
 * fallback, so it waits for the complete document.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const html = await renderToStringAsync(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
