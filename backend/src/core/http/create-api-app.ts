import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { Logger } from 'pino';
import pinoHttp from 'pino-http';
import { AppModule } from '../../app.module';
import { mountQueueDashboard } from '../../auth/queue-dashboard';
import { sessionCookieName } from '../../auth/session-cookie';
import { loadSession } from '../../auth/session.middleware';
import { SessionService } from '../../auth/session.service';
import { CoursePages } from '../../courses/pages/course-pages.service';
import { QueueRegistry } from '../queue/queue-registry.service';
import { AppConfig } from '../config/app-config';
import { PinoNestLogger } from '../logging/logger';
import { createApiDocument } from './api-document';
import { answerClientErrorsAsJson } from './client-error';
import { serveFrontend } from './frontend-static';
import { HttpExceptionFilter } from './http-exception.filter';
import { jsonBodyOnly } from './json-body-only.middleware';
import { refuseNulCharacters } from './nul-characters.middleware';
import { refuseCrossSiteWrites } from './same-origin.middleware';

export async function createApiApp(config: AppConfig, logger: Logger): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
    rawBody: true,
    // Only the JSON parser below: no endpoint reads form bodies (see json-body-only.middleware.ts).
    bodyParser: false,
  });
  // Analytics (loaded by the site only after consent) may load its script and send its events.
  const analyticsOrigin = config.analyticsScriptUrl ? [new URL(config.analyticsScriptUrl).origin] : [];
  app.set('trust proxy', config.trustProxyHops);
  app.disable('x-powered-by');
  app.use(compression({ filter: compressible }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The prerendered pages carry React Router's inline bootstrap script.
          'script-src': ["'self'", "'unsafe-inline'", ...analyticsOrigin],
          'img-src': ["'self'", 'data:'],
          'connect-src': ["'self'", ...analyticsOrigin],
          'form-action': ["'self'", 'https://checkout.stripe.com'],
          'upgrade-insecure-requests': config.environment === 'production' ? [] : null,
        },
      },
      hsts: config.environment === 'production',
    }),
  );
  app.use(cookieParser(config.auth.sessionSecret));
  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (request) => request.url === '/api/health' },
      serializers: {
        req: (request: { id: unknown; method: string; url: string }) => ({ id: request.id, method: request.method, url: request.url.split('?')[0] }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    }),
  );
  app.use(jsonBodyOnly);
  app.useBodyParser('json', { limit: '100kb' });
  app.use(refuseNulCharacters);
  app.use(refuseCrossSiteWrites(config, () => sessionCookieName(config)));
  app.use(loadSession(app.get(SessionService), config));
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpExceptionFilter(logger));
  app.enableShutdownHooks();
  answerClientErrorsAsJson(app.getHttpServer());

  SwaggerModule.setup('api/docs', app, createApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });

  const express = app.getHttpAdapter().getInstance();
  mountQueueDashboard(express, app.get(QueueRegistry), config);
  if (config.frontendDir && existsSync(config.frontendDir)) serveFrontend(express, config.frontendDir, app.get(CoursePages));
  return app;
}

/** Dynamic answers are compressed; the course stream is not, as compression would hold its events back. */
function compressible(request: Request, response: Response): boolean {
  return !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(request, response);
}
