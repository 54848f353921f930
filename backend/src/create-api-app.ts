import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { Logger } from 'pino';
import pinoHttp from 'pino-http';
import { AppModule } from './app.module';
import { mountQueueDashboard } from './auth/queue-dashboard';
import { mailLinkCookieName } from './auth/mail-link-cookie';
import { sessionCookieName } from './auth/session-cookie';
import { loadSession } from './auth/session.middleware';
import { SessionService } from './auth/session.service';
import { CourseCatalog } from './courses/course-catalog.service';
import { CoursePages } from './courses/pages/course-pages.service';
import { QueueRegistry } from './core/queue/queue-registry.service';
import { MetricsRegistry } from './metrics/metrics-registry.service';
import { METRICS_PATH, serveMetrics } from './metrics/metrics-access';
import { measureHttpRequests, timeHotReads } from './metrics/http-metrics';
import { AppConfig } from './core/config/app-config';
import { PinoNestLogger } from './core/logging/logger';
import { apiDocsAccess, API_DOCS_PATH } from './auth/api-docs-access';
import { createApiDocument } from './core/http/api-document';
import { answerClientErrorsAsJson } from './core/http/client-error';
import { ContentSecurityPolicy } from './core/http/content-security-policy';
import { serveFrontend } from './core/http/frontend-static';
import { HotReads, recordedHeaders } from './core/http/hot-reads';
import { HttpExceptionFilter } from './core/http/http-exception.filter';
import { jsonBodyOnly } from './core/http/json-body-only.middleware';
import { refuseMalformedAddresses } from './core/http/malformed-address.middleware';
import { refuseNulCharacters } from './core/http/nul-characters.middleware';
import { assignRequestId, logUnderRequestId } from './core/http/request-id.middleware';
import { refuseCrossSiteWrites } from './core/http/same-origin.middleware';
import { securityHeaders } from './core/http/security-headers';
import { mountTrainerPhoto } from './core/http/trainer-photo';

const COURSES_PATH = '/api/courses';

export async function createApiApp(config: AppConfig, logger: Logger): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
    rawBody: true,
    // Only the JSON parser below: no endpoint reads form bodies (see json-body-only.middleware.ts).
    bodyParser: false,
  });
  const contentSecurityPolicy = new ContentSecurityPolicy(config);
  const metrics = app.get(MetricsRegistry);
  app.set('trust proxy', config.trustProxyHops);
  app.disable('x-powered-by');
  app.use(assignRequestId);
  if (config.metrics.token) {
    app.use(measureHttpRequests(metrics.httpDuration));
    app.getHttpAdapter().getInstance().get(METRICS_PATH, serveMetrics(metrics.registry, config.metrics.token));
  }
  const security = securityHeaders(config, contentSecurityPolicy);
  const express = app.getHttpAdapter().getInstance();
  const hotReads = new HotReads(
    recordedHeaders(security),
    config.metrics.token ? timeHotReads(metrics.httpDuration) : undefined,
  );
  // The same list GET /api/courses answers (CoursesController); a failed read goes the controller's way.
  const catalog = app.get(CourseCatalog);
  hotReads.add(
    (path) => (path === COURSES_PATH ? catalog.current().then(({ body }) => ({ body })) : undefined),
    COURSES_PATH,
  );
  hotReads.answerFirstOn(app.getHttpServer());
  app.use(compression({ filter: compressible }));
  app.use(security);
  app.use(cookieParser(config.auth.sessionSecret));
  app.use(
    pinoHttp({
      logger,
      autoLogging: {
        ignore: (request) => ['/api/health', '/api/health/live', '/api/health/ready'].includes(request.url ?? ''),
      },
      serializers: {
        req: (request: { id: unknown; method: string; url: string }) => ({
          id: request.id,
          method: request.method,
          url: request.url.split('?')[0],
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    }),
  );
  app.use(refuseMalformedAddresses);
  app.use(jsonBodyOnly);
  app.useBodyParser('json', { limit: '100kb' });
  app.use(logUnderRequestId(logger));
  app.use(refuseNulCharacters);
  app.use(refuseCrossSiteWrites(config, () => [sessionCookieName(config), mailLinkCookieName(config)]));
  app.use(loadSession(app.get(SessionService), config));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpExceptionFilter(logger));
  answerClientErrorsAsJson(app.getHttpServer());

  app.use(API_DOCS_PATH, apiDocsAccess(config));
  SwaggerModule.setup(API_DOCS_PATH, app, createApiDocument(app), {
    jsonDocumentUrl: `${API_DOCS_PATH}/openapi.json`,
    yamlDocumentUrl: `${API_DOCS_PATH}/openapi.yaml`,
  });

  mountQueueDashboard(express, app.get(QueueRegistry), config);
  mountTrainerPhoto(express, config);
  if (config.frontendDir && existsSync(config.frontendDir))
    serveFrontend(
      express,
      config.frontendDir,
      contentSecurityPolicy,
      config.site.settings,
      app.get(CoursePages),
      hotReads,
    );
  return app;
}

/** Dynamic answers are compressed; the course stream is not, as compression would hold its events back. */
function compressible(request: Request, response: Response): boolean {
  return (
    !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
    compression.filter(request, response)
  );
}
