import { successBodySchema } from '@bankdir/core';
import { parametersOf, type RouteDefinition } from '@bankdir/server';
import { toJsonSchema } from '@valibot/to-json-schema';

/** A JSON Schema of an object, as MCP wants tool input and output schemas. */
export interface JsonObjectSchema {
  type: 'object';
  properties?: Record<string, object>;
  required?: string[];
  [keyword: string]: unknown;
}

/**
 * A tool's arguments: the route's path and query parameters, each with the schema the OpenAPI document gives it (the
 * same conversion of the core's valibot query schema, so `limit` is an integer and `isUp` a boolean). The
 * Service-Version header is not an argument: a tool always speaks the latest version.
 */
export function inputSchemaOf(route: RouteDefinition): JsonObjectSchema {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const parameter of parametersOf(route)) {
    if (parameter.in === 'header') continue;
    properties[parameter.name] = {
      ...parameter.schema,
      ...(parameter.description !== undefined && { description: parameter.description }),
    };
    if (parameter.required) required.push(parameter.name);
  }
  return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false };
}

/** A tool's structured result: the route's success body, every named schema inlined so the schema stands alone. */
export function outputSchemaOf(route: RouteDefinition): JsonObjectSchema {
  const schema = toJsonSchema(successBodySchema(route.response, { paginated: route.paginated }), {
    target: 'draft-07',
    errorMode: 'ignore',
  }) as JsonObjectSchema;
  const { $schema: _dialect, ...standalone } = schema;
  return standalone as JsonObjectSchema;
}
