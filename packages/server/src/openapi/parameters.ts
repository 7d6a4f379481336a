import { API_VERSION, ID_PATTERN, SUPPORTED_VERSIONS } from '@bankdir/core';
import type { JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { AnyRouteDefinition, PathParameter } from '../routes/route-definition.ts';
import { jsonSchemaOf } from './json-schema.ts';

/** An OpenAPI parameter object. */
export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface PipeItem {
  readonly kind: string;
  readonly type: string;
  readonly requirement?: unknown;
  readonly options?: readonly unknown[];
  readonly pipe?: readonly PipeItem[];
}

interface SchemaShape extends PipeItem {
  readonly wrapped?: SchemaShape;
  readonly default?: unknown;
}

/** The Service-Version header every API operation accepts. */
export const SERVICE_VERSION_PARAMETER: ParameterObject = {
  name: 'Service-Version',
  in: 'header',
  required: false,
  description: `The API version to serve, a date; missing means the latest (${API_VERSION}). Any other value is 400 BAD_REQUEST at ["header", "Service-Version"].`,
  schema: { type: 'string', enum: [...SUPPORTED_VERSIONS], default: API_VERSION },
};

/** The path and query parameters of a route, from its path parameters and the core's query schema. */
export function parametersOf(route: AnyRouteDefinition): ParameterObject[] {
  const path = Object.entries(route.pathParameters ?? {}).map(([name, parameter]) => pathParameter(name, parameter));
  const query = Object.entries(route.query?.entries ?? {}).map(([name, schema]) =>
    queryParameter(name, schema as unknown as SchemaShape),
  );
  return [...path, ...query, SERVICE_VERSION_PARAMETER];
}

function pathParameter(name: string, parameter: PathParameter): ParameterObject {
  const schema: JsonSchema = parameter.schema
    ? withoutDescription(jsonSchemaOf(parameter.schema))
    : { type: 'string', pattern: ID_PATTERN.source };
  return { name, in: 'path', required: true, description: parameter.description, schema };
}

/**
 * A query parameter as a client sees it. Query values are strings on the wire and the core's schemas parse them
 * (`limit` is digits then a number from 1 to 100); the document shows the parsed type where the schema makes one, so
 * that generated clients send integers, numbers and booleans.
 */
function queryParameter(name: string, entry: SchemaShape): ParameterObject {
  const optional = entry.type === 'optional' && entry.wrapped !== undefined;
  const inner = optional ? entry.wrapped! : entry;
  const converted = jsonSchemaOf(inner as unknown as v.GenericSchema) as JsonSchema & { description?: string };
  const { description, ...merged } = { ...converted, ...parsedType(inner) };
  const schema = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as JsonSchema;
  const fallback = optional ? entry.default : undefined;
  if (fallback !== undefined)
    (schema as Record<string, unknown>).default =
      'type' in schema && schema.type !== 'string' ? JSON.parse(String(fallback)) : fallback;
  const parameter: ParameterObject = { name, in: 'query', required: !optional, schema };
  if (description !== undefined) parameter.description = description;
  return parameter;
}

/** The number, integer or boolean a parameter's pipe turns its text into, if it does. */
function parsedType(schema: SchemaShape): JsonSchema | undefined {
  const pipe = schema.pipe ?? [];
  const transform = pipe.findIndex((item) => item.type === 'transform');
  if (transform === -1) return undefined;
  const first = pipe[0];
  if (
    first?.type === 'picklist' &&
    first.options?.length === 2 &&
    first.options.includes('true') &&
    first.options.includes('false')
  ) {
    return { type: 'boolean', pattern: undefined, enum: undefined } as JsonSchema;
  }
  const after = pipe.slice(transform + 1);
  const minimum = after.find((item) => item.type === 'min_value')?.requirement;
  const maximum = after.find((item) => item.type === 'max_value')?.requirement;
  if (minimum === undefined && maximum === undefined) return undefined;
  const pattern = pipe.find((item) => item.type === 'regex')?.requirement;
  const integer = pattern instanceof RegExp && !pattern.source.includes('.');
  const parsed: Record<string, unknown> = { type: integer ? 'integer' : 'number', pattern: undefined };
  if (typeof minimum === 'number') parsed.minimum = minimum;
  if (typeof maximum === 'number') parsed.maximum = maximum;
  return parsed as JsonSchema;
}

function withoutDescription(schema: JsonSchema): JsonSchema {
  const { description: _description, ...rest } = schema as JsonSchema & { description?: string };
  return rest;
}
