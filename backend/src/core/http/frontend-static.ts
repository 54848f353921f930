import { SITE_PATHS } from '@mpb/domain';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import type { SiteSettings } from '@mpb/domain';
import { isApiPath } from './api-path';
import { ContentSecurityPolicy } from './content-security-policy';
import { HotReads } from './hot-reads';
import { prepareBody, PreparedBody, sendPreparedBody } from './prepared-body';
import { fillSiteSettings } from './site-settings-fill';

const NOT_FOUND_FILE_PATH = /^\/404(\/(index\.html)?)?$/;
/** /zertifikat/{number}, the address on every certificate: the prerendered check page reads the number. */
const CERTIFICATE_CHECK_PATH = new RegExp(`^${SITE_PATHS.certificateCheck}/[^/]+/?$`);
/** The built files that hold operator placeholders: pages, sitemap.xml and robots.txt. */
const FILLED_FILE = /\.(html|xml|txt)$/;
/** Request paths remembered with their built file for hot reads; '/agb', '/agb/' and '/agb/index.html' are three. */
const MAX_HOT_PATHS = 1000;

/** Pages the API fills with live data instead of sending their prerendered file as it is. */
export interface LivePages {
  pageFor(path: string): string | undefined;
  body(page: string): Promise<PreparedBody>;
}

/**
 * Serves the prerendered site: /route -> route/index.html, /admin/* -> the admin app, /Route
 * -> a redirect to /route, anything else unknown -> the prerendered 404 page with status 404.
 * Files come pre-compressed (brotli or gzip, written by the frontend build) when the browser
 * accepts it. Every page comes with a Content-Security-Policy that lets exactly its own inline
 * scripts run. Pages, sitemap and robots.txt are sent with the running configuration's operator
 * details filled in (DECISIONS.md 29). With `hotReads`, the same pages and filled files are answered
 * there, ahead of the middleware chain; what it does not answer arrives here.
 */
export function serveFrontend(
  app: Express,
  directory: string,
  policy: ContentSecurityPolicy,
  settings: SiteSettings,
  livePages?: LivePages,
  hotReads?: HotReads,
) {
  const pagePolicies = new PagePolicies(policy);
  const filledFiles = new FilledFiles(settings);
  const sendFilled = (request: Request, response: Response, next: NextFunction, file: string, status = 200) =>
    filledFiles.body(file).then((body) => {
      if (file.endsWith('.html')) response.setHeader('Content-Security-Policy', pagePolicies.ofBody(body));
      sendPreparedBody(request, response, body, 'no-cache', status);
    }, next);
  const adminApp = [join(directory, SITE_PATHS.admin.slice(1), 'index.html')].find(existsSync);
  const notFoundPage = [join(directory, '404/index.html'), join(directory, 'index.html')].find(existsSync);
  const files = expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: {
      redirect: false,
      maxAge: '1h',
      setHeaders: (response: ServerResponse, path: string) => {
        cachingFor(response, path);
        if (isHtml(path))
          response.setHeader('Content-Security-Policy', pagePolicies.ofFile(path.replace(/\.(br|gz)$/, '')));
      },
    },
  }) as RequestHandler;

  if (hotReads) {
    const hotFiles = new Map<string, string>();
    hotReads.add((path) => {
      if (isApiPath(path) || NOT_FOUND_FILE_PATH.test(path)) return undefined;
      const page = livePages?.pageFor(path);
      if (page)
        return livePages!.body(page).then((body) => ({ body, contentSecurityPolicy: pagePolicies.ofBody(body) }));
      let file = hotFiles.get(path);
      if (!file) {
        file = filledFileFor(directory, path);
        if (!file) return undefined;
        if (hotFiles.size >= MAX_HOT_PATHS) hotFiles.clear();
        hotFiles.set(path, file);
      }
      const html = file.endsWith('.html');
      try {
        return filledFiles
          .body(file)
          .then((body) => ({ body, contentSecurityPolicy: html ? pagePolicies.ofBody(body) : undefined }));
      } catch {
        // Gone since it was remembered: the chain answers the path.
        hotFiles.delete(path);
        return undefined;
      }
    });
  }

  if (livePages) {
    app.use((request: Request, response: Response, next: NextFunction) => {
      const page = ['GET', 'HEAD'].includes(request.method) ? livePages.pageFor(request.path) : undefined;
      if (!page) return next();
      livePages.body(page).then((body) => {
        response.setHeader('Content-Security-Policy', pagePolicies.ofBody(body));
        sendPreparedBody(request, response, body);
      }, next);
    });
  }
  const sendNotFound = (request: Request, response: Response, next: NextFunction) =>
    notFoundPage ? sendFilled(request, response, next, notFoundPage, 404) : next();
  // The 404 page's own file is no page of the site: '/404' answers like any unknown path.
  app.use((request: Request, response: Response, next: NextFunction) =>
    NOT_FOUND_FILE_PATH.test(request.path) && ['GET', 'HEAD'].includes(request.method)
      ? sendNotFound(request, response, next)
      : next(),
  );
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || isApiPath(request.path)) return next();
    const file = filledFileFor(directory, request.path);
    return file ? sendFilled(request, response, next, file) : next();
  });
  app.use(files);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!['GET', 'HEAD'].includes(request.method) || isApiPath(request.path)) return next();
    const path = normalize(request.path).replace(/^(\.\.[/\\])+/, '');
    if (existsSync(join(directory, path, 'index.html'))) {
      // '/route' is the folder of route/index.html: serve that file the same way, compressed.
      request.url = `${path.replace(/\/?$/, '/')}index.html`;
      return files(request, response, next);
    }
    if (CERTIFICATE_CHECK_PATH.test(request.path)) {
      const page = join(directory, SITE_PATHS.certificateCheck.slice(1), 'index.html');
      if (existsSync(page)) {
        response.setHeader('X-Robots-Tag', 'noindex, nofollow');
        return sendFilled(request, response, next, page);
      }
    }
    // The browser's router matches a path in any letter case and would replace a 404 page served
    // for '/Blog/News' with the article: send such a path to the page itself.
    const lowerCase = path.toLowerCase();
    if (
      lowerCase !== path &&
      (isAdminPath(lowerCase) || existsSync(join(directory, lowerCase, 'index.html')) || livePages?.pageFor(lowerCase))
    ) {
      return response.redirect(301, `${lowerCase}${request.url.slice(request.path.length)}`);
    }
    if (isAdminPath(request.path)) return adminApp ? sendFilled(request, response, next, adminApp) : next();
    return sendNotFound(request, response, next);
  });
}

/** The built file with placeholders a request path names: '/route', '/route/', '/route/index.html', '/sitemap.xml'. */
function filledFileFor(directory: string, requestPath: string): string | undefined {
  const path = normalize(requestPath).replace(/^(\.\.[/\\])+/, '');
  const candidates = FILLED_FILE.test(path) ? [join(directory, path)] : [join(directory, path, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Each built file filled and compressed once per file version. */
class FilledFiles {
  private readonly bodies = new Map<string, { modifiedMs: number; body: Promise<PreparedBody> }>();

  constructor(private readonly settings: SiteSettings) {}

  body(file: string): Promise<PreparedBody> {
    const modifiedMs = statSync(file).mtimeMs;
    const known = this.bodies.get(file);
    if (known?.modifiedMs === modifiedMs) return known.body;
    const body = prepareBody(fillSiteSettings(readFileSync(file, 'utf8'), this.settings), contentTypeOf(file));
    this.bodies.set(file, { modifiedMs, body });
    body.catch(() => this.bodies.get(file)?.body === body && this.bodies.delete(file));
    return body;
  }
}

function contentTypeOf(file: string): string {
  if (file.endsWith('.html')) return 'text/html; charset=utf-8';
  if (file.endsWith('.xml')) return 'application/xml; charset=utf-8';
  return 'text/plain; charset=utf-8';
}

function isAdminPath(path: string): boolean {
  return path === SITE_PATHS.admin || path.startsWith(`${SITE_PATHS.admin}/`);
}

function isHtml(path: string): boolean {
  return path.replace(/\.(br|gz)$/, '').endsWith('.html');
}

function cachingFor(response: ServerResponse, path: string) {
  const file = path.replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
  else if (file.includes('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/** The policy of each page, worked out once per file version or filled page, not per request. */
class PagePolicies {
  private readonly files = new Map<string, { modifiedMs: number; header: string }>();
  private readonly bodies = new WeakMap<PreparedBody, string>();

  constructor(private readonly policy: ContentSecurityPolicy) {}

  ofFile(file: string): string {
    const modifiedMs = statSync(file).mtimeMs;
    const known = this.files.get(file);
    if (known?.modifiedMs === modifiedMs) return known.header;
    const header = this.policy.forPage(readFileSync(file, 'utf8'));
    this.files.set(file, { modifiedMs, header });
    return header;
  }

  ofBody(body: PreparedBody): string {
    let header = this.bodies.get(body);
    if (!header) {
      header = this.policy.forPage(body.identity.toString('utf8'));
      this.bodies.set(body, header);
    }
    return header;
  }
}
