import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { PreparedBody, sendPreparedBody } from './prepared-body';

const NOT_FOUND_FILE_PATH = /^\/404(\/(index\.html)?)?$/;

/** Pages the API fills with live data instead of sending their prerendered file as it is. */
export interface LivePages {
  pageFor(path: string): string | undefined;
  body(page: string): Promise<PreparedBody>;
}

/**
 * Serves the prerendered site: /route -> route/index.html, /admin/* -> the SPA fallback, /Route
 * -> a redirect to /route, anything else unknown -> the prerendered 404 page with status 404. Files come pre-compressed
 * (brotli or gzip, written by the frontend build) when the browser accepts it.
 */
export function serveFrontend(app: Express, directory: string, livePages?: LivePages) {
  const fallback = ['__spa-fallback.html', 'index.html'].map((file) => join(directory, file)).find(existsSync);
  const notFoundPage = [join(directory, '404/index.html')].find(existsSync) ?? fallback;
  const files = expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: { redirect: false, maxAge: '1h', setHeaders: cachingFor },
  }) as RequestHandler;

  if (livePages) {
    app.use((request: Request, response: Response, next: NextFunction) => {
      const page = ['GET', 'HEAD'].includes(request.method) ? livePages.pageFor(request.path) : undefined;
      if (!page) return next();
      livePages.body(page).then((body) => sendPreparedBody(request, response, body), next);
    });
  }
  const sendNotFound = (response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', 'no-cache');
    return notFoundPage ? response.status(404).sendFile(notFoundPage) : next();
  };
  // The 404 page's own file is no page of the site: '/404' answers like any unknown path.
  app.use((request: Request, response: Response, next: NextFunction) =>
    NOT_FOUND_FILE_PATH.test(request.path) && ['GET', 'HEAD'].includes(request.method) ? sendNotFound(response, next) : next(),
  );
  app.use(files);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || request.path.startsWith('/api')) return next();
    const path = normalize(request.path).replace(/^(\.\.[/\\])+/, '');
    if (existsSync(join(directory, path, 'index.html'))) {
      // '/route' is the folder of route/index.html: serve that file the same way, compressed.
      request.url = `${path.replace(/\/?$/, '/')}index.html`;
      return files(request, response, next);
    }
    // The browser's router matches a path in any letter case and would replace a 404 page served
    // for '/Blog/News' with the article: send such a path to the page itself.
    const lowerCase = path.toLowerCase();
    if (lowerCase !== path && (isAdminPath(lowerCase) || existsSync(join(directory, lowerCase, 'index.html')) || livePages?.pageFor(lowerCase))) {
      return response.redirect(301, `${lowerCase}${request.url.slice(request.path.length)}`);
    }
    if (isAdminPath(request.path)) {
      response.setHeader('Cache-Control', 'no-cache');
      return fallback ? response.sendFile(fallback) : next();
    }
    return sendNotFound(response, next);
  });
}

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

function cachingFor(response: ServerResponse, path: string) {
  const file = path.replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
  else if (file.includes('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
