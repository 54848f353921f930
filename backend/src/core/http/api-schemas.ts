import { z } from 'zod';

/**
 * The zod schemas the OpenAPI document lists as components, each under its component name. A
 * request or response schema registers here where it is defined, so the document is derived
 * from the schema that validates or builds the data, never from a class written beside it.
 */
export const apiSchemas = z.registry<{ id: string }>();

/** OpenAPI 3.0 (what @nestjs/swagger writes); `input` describes the wire side of transforms and codecs. */
const API_SCHEMA_OPTIONS = {
  target: 'openapi-3.0',
  io: 'input',
  uri: (id: string) => `#/components/schemas/${id}`,
} as const;

/** Every registered schema converted by zod, ready for `components.schemas`. */
export function apiSchemaComponents(): Record<string, object> {
  const { schemas } = z.toJSONSchema(apiSchemas, API_SCHEMA_OPTIONS);
  // `$id` is a JSON Schema keyword that OpenAPI 3.0 schema objects do not know.
  return Object.fromEntries(Object.entries(schemas).map(([id, { $id: _uri, ...schema }]) => [id, schema]));
}

/** The component reference for a registered schema; fails at start-up for an unregistered one. */
export function apiSchemaRef(schema: z.ZodType): { $ref: string } {
  const id = apiSchemas.get(schema)?.id;
  if (!id)
    throw new Error(
      `A zod schema in the OpenAPI decorators is not registered in apiSchemas (${schema.description ?? 'no description'})`,
    );
  // zod's registry lets a second schema take an id silently; the reference would then describe the wrong schema.
  if (apiSchemas._idmap.get(id) !== schema) throw new Error(`Two zod schemas are registered as ${id} in apiSchemas`);
  return { $ref: API_SCHEMA_OPTIONS.uri(id) };
}

/** The one error body of the API (see ApiError). */
export const apiErrorSchema = z
  .object({
    error: z.string().meta({ description: 'Deutsche Fehlermeldung', example: 'Ungültiger Abmelde-Link' }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: 'Deutsche Meldung je fehlerhaftem Feld' }),
  })
  .register(apiSchemas, { id: 'ApiError' });

/** A timestamp: an ISO 8601 string in JSON, a Date in the code (as TypeORM loads it). */
export const isoDateTime = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
