import { NestFactory } from '@nestjs/core';
import { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { loadConfig } from './core/config/app-config';
import { createLogger } from './core/logging/logger';
import { createApiDocument } from './core/http/api-document';

/**
 * The OpenAPI document the API serves at /api/docs, built without a database, Redis or a port:
 * Nest's preview mode resolves the modules and controllers but instantiates no provider.
 */
export async function describeApi(): Promise<OpenAPIObject> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'postgres://127.0.0.1:1/unused',
    REDIS_URL: 'redis://127.0.0.1:1',
    LOG_LEVEL: 'silent',
  });
  const app = await NestFactory.create(AppModule.forRoot(config, createLogger('silent', 'api-description')), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix('api');
  try {
    return createApiDocument(app);
  } finally {
    await app.close();
  }
}
