import { adminLoginPath, SITE_PATHS } from '@mpb/domain';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Express, NextFunction, Request, Response, Router } from 'express';
import { AppConfig } from '../core/config/app-config';
import { QueueRegistry } from '../core/queue/queue-registry.service';
import { ADMIN_ACCESS_MESSAGES, adminAccess, getAuthSession } from '../core/http/auth-session';

const QUEUE_DASHBOARD_PATH = SITE_PATHS.adminQueues;
/** Bull Board's page links its fonts from Google; without them its CSS uses the system fonts. */
const OUTSIDE_FONT_LINK = /<link\b[^>]*\bhref="https:\/\/fonts\.(googleapis|gstatic)\.com[^>]*>\s*/g;

/**
 * Bull Board for operators at /admin/queues, every queue of QUEUES, behind the admin check.
 * Mounted on express before the site's SPA fallback, so /admin/queues never reaches react-admin.
 */
export function mountQueueDashboard(app: Express, registry: QueueRegistry, config: AppConfig) {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: registry.all().map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Warteschlangen', locale: { lng: 'de-DE' } } },
  });
  // Bull Board's adapter declares its express router as any.
  const dashboardRouter = serverAdapter.getRouter() as Router;
  app.use(QUEUE_DASHBOARD_PATH, requireAdmin(config), noStoredJobData, withoutOutsideFonts, dashboardRouter);
}

/** Job data holds names and addresses: no browser or proxy cache keeps the dashboard's API answers. */
function noStoredJobData(request: Request, response: Response, next: NextFunction) {
  if (/^\/api\//i.test(request.path)) response.setHeader('Cache-Control', 'no-store');
  next();
}

/** An admin's address must not go to a font host (a GDPR breach by German courts' reading). */
function withoutOutsideFonts(_request: Request, response: Response, next: NextFunction) {
  const render = response.render.bind(response);
  response.render = (view: string, options?: object) =>
    render(view, options ?? {}, (error, html) =>
      error ? next(error) : response.send(html.replace(OUTSIDE_FONT_LINK, '')),
    );
  next();
}

function requireAdmin(config: AppConfig) {
  return (request: Request, response: Response, next: NextFunction) => {
    const access = adminAccess(getAuthSession(request), config);
    if (access === 'ok') return next();
    response.setHeader('Cache-Control', 'no-store');
    const refusal = ADMIN_ACCESS_MESSAGES[access];
    const wantsPage = request.method === 'GET' && request.accepts(['json', 'html']) === 'html';
    // A person opening the dashboard is sent to the admin sign-in, which leads back here afterwards.
    if (wantsPage && access !== 'not_admin') return response.redirect(302, adminLoginPath(QUEUE_DASHBOARD_PATH));
    if (wantsPage) return response.status(refusal.status).type('html').send(refusalPage(refusal.error));
    return response.status(refusal.status).json({ error: refusal.error });
  };
}

function refusalPage(message: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Zugriff verweigert</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="color:#0b4f71">Zugriff verweigert</h1><p>${message}</p><p><a href="${SITE_PATHS.admin}">Zur Admin-Anmeldung</a> · <a href="${SITE_PATHS.home}">Zur Startseite</a></p></body></html>`;
}
