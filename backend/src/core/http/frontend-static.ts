import express, { Express, NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';

/**
 * Serves the prerendered site: /route -> route/index.html, /admin/* -> the SPA fallback,
 * anything else unknown -> the prerendered 404 page with status 404.
 */
export function serveFrontend(app: Express, directory: string) {
  const fallback = ['__spa-fallback.html', 'index.html'].map((file) => join(directory, file)).find(existsSync);
  const notFoundPage = [join(directory, '404/index.html')].find(existsSync) ?? fallback;
  app.use(express.static(directory, { index: 'index.html', redirect: false, maxAge: '1h', setHeaders: noCacheForHtml }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || request.path.startsWith('/api')) return next();
    const page = join(directory, normalize(request.path).replace(/^(\.\.[/\\])+/, ''), 'index.html');
    response.setHeader('Cache-Control', 'no-cache');
    if (existsSync(page)) return response.sendFile(page);
    if (request.path === '/admin' || request.path.startsWith('/admin/')) return fallback ? response.sendFile(fallback) : next();
    if (!notFoundPage) return next();
    return response.status(404).sendFile(notFoundPage);
  });
}

function noCacheForHtml(response: Response, path: string) {
  if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
  else if (path.includes('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
