import { INestApplication } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  DocumentBuilder,
  OpenAPIObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { z } from 'zod';
import { apiSchemaComponents, apiSchemaRef } from './api-schemas';

/** Documents the JSON request body with its registered zod schema. */
export const ApiZodBody = (schema: z.ZodType) => ApiBody({ schema: apiSchemaRef(schema) });

/** Documents the 200 answer with its registered zod schema (`[schema]` for a list). */
export const ApiZodOkResponse = (schema: z.ZodType | [z.ZodType], options: { description?: string } = {}) =>
  ApiOkResponse({
    ...options,
    schema: Array.isArray(schema) ? { type: 'array', items: apiSchemaRef(schema[0]) } : apiSchemaRef(schema),
  });

/** Documents the 201 answer of a create with its registered zod schema. */
export const ApiZodCreatedResponse = (schema: z.ZodType, options: { description?: string } = {}) =>
  ApiCreatedResponse({ ...options, schema: apiSchemaRef(schema) });

/** The OpenAPI document: routes from the controllers' decorators, schemas from zod. */
export function createApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Medizinprodukteberater Buchungsplattform API')
      .setDescription(
        'REST-API der Buchungsplattform. Fehler antworten als { error, fields? } mit deutschen Meldungen. ' +
          'Ein Anfrage-Body muss application/json sein (sonst 415).',
      )
      .setVersion('1.0')
      .build(),
  );
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...apiSchemaComponents() },
  };
  return document;
}
