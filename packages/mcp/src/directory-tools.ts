import type { RouteDefinition } from '@bankdir/server';
import { inputSchemaOf, type JsonObjectSchema, outputSchemaOf } from './tool-schemas.ts';

/** One MCP tool: a read of the v1 API, described by the same route definition that drives the router. */
export interface DirectoryTool {
  /** The route's operationId in snake_case, e.g. `list_banks`. */
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** The route's path and query parameters, converted from the core's valibot schemas as the OpenAPI document does. */
  readonly inputSchema: JsonObjectSchema;
  /** The success body of the route (the same envelope an HTTP client gets), from the core's response schema. */
  readonly outputSchema: JsonObjectSchema;
  readonly route: RouteDefinition;
}

const PLAN_NOTE = { PRO: 'Needs a PRO plan.', FREE: 'Any valid API key.' } as const;

/** `listBanks` → `list_banks`. */
export function toolNameOf(operationId: string): string {
  return operationId.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A tool for every read (GET route) of the route table, in its order; writes are not offered to agents. */
export function directoryTools(routes: readonly RouteDefinition[]): DirectoryTool[] {
  return routes
    .filter((route) => route.method === 'GET')
    .map((route) => ({
      name: toolNameOf(route.operationId),
      title: route.summary,
      description: `${route.description} ${PLAN_NOTE[route.plan]}${route.representative ? ' Only for approved representatives of the bank.' : ''}`,
      inputSchema: inputSchemaOf(route),
      outputSchema: outputSchemaOf(route),
      route,
    }));
}
