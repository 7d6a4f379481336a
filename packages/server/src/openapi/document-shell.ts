import { API_VERSION } from '@bankdir/core';
import { componentSchemas } from './json-schema.ts';

/** `/banks/:bankId/products` as OpenAPI writes it: `/banks/{bankId}/products`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** What sets one API's document apart: the v1 API and the admin API each fill it from their own route table. */
export interface DocumentShell<Route extends { path: string; method: string }> {
  title: string;
  description: string;
  serverUrl: string;
  tags: readonly { name: string; description: string }[];
  /** What the bearer key is, in the security scheme's description. */
  keyDescription: string;
  routes: readonly Route[];
  operationOf(route: Route): Record<string, unknown>;
}

/** An OpenAPI 3.1 document: one operation per route, under the info, server, bearer scheme and schemas both APIs share. */
export function openApiDocument<Route extends { path: string; method: string }>(
  shell: DocumentShell<Route>,
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of shell.routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = shell.operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: shell.title,
      version: API_VERSION,
      description: shell.description,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: shell.serverUrl, description: 'This server' }],
    tags: shell.tags,
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: shell.keyDescription },
      },
      schemas: componentSchemas(),
    },
  };
}
