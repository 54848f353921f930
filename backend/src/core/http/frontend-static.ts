import express, { Express, NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';

/**
 * Serves the prerendered site: /route -> route/index.html, /admin/* -> the SPA fallback,
 * anything else unknown -> the SPA fallback with status 404 (the client renders the 404 page).
 */
export function serveFrontend(app: Express, directory: string) {
  const fallback = ['__spa-fallback.html', 'index.html'].map((file) => join(directory, file)).find(existsSync);
  app.use(express.static(directory, { index: 'index.html', redirect: false, maxAge: '1h', setHeaders: noCacheForHtml }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || request.path.startsWith('/api')) return next();
    const page = join(directory, normalize(request.path).replace(/^(\.\.[/\\])+/, ''), 'index.html');
    response.setHeader('Cache-Control', 'no-cache');
    if (existsSync(page)) return response.sendFile(page);
    if (!fallback) return next();
    if (!request.path.startsWith('/admin')) response.status(404);
    return response.sendFile(fallback);
  });
}

function noCacheForHtml(response: Response, path: string) {
  if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
  else if (path.includes('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}
