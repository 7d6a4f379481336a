import { DirectoryError } from '@bankdir/core';
import type { RawQuery } from '@bankdir/core/query';
import type { RouteDefinition } from '@bankdir/server';

/** A tool call as a request of its route: path parameters and the query string as an HTTP host would receive them. */
export interface ToolRequest {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
  readonly query: RawQuery;
}

/**
 * Turns a tool's JSON arguments into its route's path parameters and raw query: numbers and booleans become the text
 * a query string carries, a list becomes comma-separated (`include: ["scores", "country"]`), null and absent values
 * are left out. The core then validates them exactly as over HTTP; only a missing path parameter is reported here.
 */
export function toolRequestOf(route: RouteDefinition, args: Readonly<Record<string, unknown>> = {}): ToolRequest {
  const pathNames = Object.keys(route.pathParameters ?? {});
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    const text = textOf(value);
    if (text === undefined) continue;
    if (pathNames.includes(name)) params[name] = text;
    else query[name] = text;
  }
  const missing = pathNames.filter((name) => params[name] === undefined || params[name] === '');
  if (missing.length > 0) {
    throw DirectoryError.badRequest(
      `The ${missing.join(' and ')} argument is required.`,
      missing.map((name) => ({ path: ['path', name], message: `${name} is required.` })),
    );
  }
  return { route, params, query };
}

function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => textOf(item) ?? '').join(',');
  return JSON.stringify(value);
}
