import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

/**
 * With `ssr: false` this only runs at build time, to prerender the public pages and the SPA
 * fallback. Static generation always waits for the complete document (no bot detection needed).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
