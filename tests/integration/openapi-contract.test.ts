import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkoutRequestSchema } from '../../backend/src/bookings/dto/checkout-request.dto';
import { createApiDocument } from '../../backend/src/core/http/api-document';
import { apiSchemas } from '../../backend/src/core/http/api-schemas';
import { startTestApp, TestApp } from '../support/app';

/** The document's own pages (Swagger UI and the JSON) are not routes of the API. */
const DOCUMENT_PATH = /^\/api\/docs(\/|-|$)/;
const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;

type JsonSchema = { $ref?: string; type?: string; items?: JsonSchema };
type Operation = {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
};
type RouterLayer = { route?: { path: unknown; methods: Record<string, boolean> } };
type ApiRouteLayer = { route: { path: string; methods: Record<string, boolean> } };
interface Route {
  method: string;
  path: string;
}

/** What zod makes of the registered schemas for OpenAPI 3.0, independent of the app's own glue. */
const zodComponents = () =>
  z.toJSONSchema(apiSchemas, { target: 'openapi-3.0', io: 'input', uri: (id) => `#/components/schemas/${id}` }).schemas;
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');

describe('OpenAPI document generated from the zod schemas', () => {
  let app: TestApp;
  let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };
  let fromZod: Record<string, object>;

  beforeAll(async () => {
    app = await startTestApp({ worker: false });
    document = await (await fetch(`${app.url}/api/docs/openapi.json`)).json();
    fromZod = zodComponents();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Every method and path the running Express app answers under /api. */
  function servedRoutes(): Route[] {
    const router = app.api.getHttpAdapter().getInstance().router;
    return router.stack
      .filter(
        (layer: RouterLayer): layer is ApiRouteLayer =>
          typeof layer.route?.path === 'string' && layer.route.path.startsWith('/api/'),
      )
      .flatMap((layer: ApiRouteLayer) =>
        Object.keys(layer.route.methods).map((method) => ({ method, path: layer.route.path })),
      )
      .filter((route: Route) => !DOCUMENT_PATH.test(route.path));
  }

  /** Every controller handler Nest mapped that reads a request body with @Body(). */
  function handlersWithBody(): Route[] {
    const routes: Route[] = [];
    for (const module of app.api.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        if (!metatype) continue;
        const prototype = metatype.prototype;
        for (const name of Object.getOwnPropertyNames(prototype)) {
          const handler = prototype[name];
          if (
            name === 'constructor' ||
            typeof handler !== 'function' ||
            Reflect.getMetadata(METHOD_METADATA, handler) === undefined
          )
            continue;
          const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {};
          if (!Object.keys(args).some((key) => key.startsWith(`${RouteParamtypes.BODY}:`))) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
          routes.push({
            method,
            path: joinPath(
              'api',
              Reflect.getMetadata(PATH_METADATA, metatype),
              Reflect.getMetadata(PATH_METADATA, handler),
            ),
          });
        }
      }
    }
    return routes;
  }

  /** Why `schema` is not a reference to a registered zod schema, or nothing when it is. */
  function notFromZod(schema: JsonSchema | undefined, where: string): string[] {
    const name = COMPONENT_REF.exec(schema?.$ref ?? '')?.[1];
    if (name && name in fromZod) return [];
    return [`${where}: ${JSON.stringify(schema)} is not a $ref to a zod schema registered in apiSchemas`];
  }

  it('documents every route the app serves under /api, with a summary and a described success response', () => {
    const served = servedRoutes();
    expect(served.length).toBeGreaterThanOrEqual(17);
    const undocumented = served.filter(({ method, path }) => {
      const operation = document.paths[openApiPath(path)]?.[method];
      const successes = Object.entries(operation?.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
      return (
        !operation?.summary ||
        !successes.length ||
        successes.some(([, response]) => !response.description && !response.content)
      );
    });
    expect(
      undocumented.map(({ method, path }) => `${method.toUpperCase()} ${path}`),
      'served under /api but not documented in /api/docs (add @ApiOperation and a success response from a zod schema)',
    ).toEqual([]);
  });

  it('documents every request body with its registered zod schema', () => {
    const routes = handlersWithBody();
    expect(routes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'post /api/checkout',
        'post /api/discounts/validate',
        'post /api/bookings/:id/cancel',
        'post /api/payments/verify',
        'post /api/newsletter',
        'post /api/waitlist',
      ]),
    );
    const problems = routes.flatMap(({ method, path }) => {
      const where = `${method.toUpperCase()} ${path} reads @Body()`;
      const schema = document.paths[openApiPath(path)]?.[method]?.requestBody?.content?.['application/json']?.schema;
      return schema ? notFromZod(schema, where) : [`${where} but documents no JSON request body (@ApiZodBody)`];
    });
    expect(problems).toEqual([]);
  });

  it('documents every JSON answer with a registered zod schema and every other success with its media type', () => {
    const problems = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses).flatMap(([status, response]) => {
          const where = `${method.toUpperCase()} ${path} ${status}`;
          if (/^2\d\d$/.test(status) && status !== '204' && !response.content) return [`${where} documents no content`];
          const schema = response.content?.['application/json']?.schema;
          return schema ? notFromZod(schema.type === 'array' ? schema.items : schema, where) : [];
        }),
      ),
    );
    expect(problems).toEqual([]);
    expect(document.paths['/api/courses'].get.responses['200'].content!['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/CourseDto' },
    });
  });

  it('holds exactly the components zod converts the registered schemas to', () => {
    expect(
      Object.keys(document.components.schemas).filter((name) => !(name in fromZod)),
      'components not generated from zod',
    ).toEqual([]);
    for (const [name, schema] of Object.entries(fromZod))
      expect(document.components.schemas[name], name).toEqual({ ...schema, $id: undefined });
    expect(document.components.schemas.CheckoutRequestDto).toMatchObject({
      required: ['courseId', 'customerName', 'customerEmail', 'billingAddress', 'acceptedAGB', 'selectedPrice'],
      properties: {
        customerName: { description: expect.stringContaining('Buchstaben') },
        customerType: { default: 'private' },
      },
    });
  });

  it('changes the document when a zod schema changes, with no class to edit', () => {
    const changed = checkoutRequestSchema.extend({ voucherNote: z.string().meta({ description: 'Neues Feld' }) });
    apiSchemas.remove(checkoutRequestSchema).add(changed, { id: 'CheckoutRequestDto' });
    try {
      const properties = (createApiDocument(app.api).components!.schemas!.CheckoutRequestDto as { properties: object })
        .properties;
      expect(properties).toHaveProperty('voucherNote', { type: 'string', description: 'Neues Feld' });
    } finally {
      apiSchemas.remove(changed).add(checkoutRequestSchema, { id: 'CheckoutRequestDto' });
    }
    expect(document.components.schemas.CheckoutRequestDto).not.toHaveProperty('properties.voucherNote');
  });
});
