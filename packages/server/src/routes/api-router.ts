import type { Directory } from '@bankdir/core';
import Router, { type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import { jsonBody } from '../middleware/json-body.ts';
import { requirePlan } from '../middleware/require-plan.ts';
import { checkServiceVersion } from '../middleware/service-version.ts';
import type { ApiState } from '../state.ts';
import type { RouteDefinition } from './route-definition.ts';
import { routeHandler } from './route-handler.ts';
import { V1_PREFIX } from './route-table.ts';

export interface ApiRouterOptions {
  directory: Directory;
  routes: readonly RouteDefinition[];
  /** The authentication middleware (middleware/authenticate.ts), shared with the plugins' authenticated routes. */
  authenticate: Middleware<ApiState>;
  /** Plugin middleware, run after authentication. */
  middleware: readonly Middleware<ApiState>[];
  clock: () => Date;
}

/**
 * The v1 router. Each route runs: authentication (401), plugin middleware (rate limit: 429), the plan check (403),
 * the Service-Version check (400), the body reader (POST/PUT), path and query values that are not UTF-8 (400), then its
 * parsed request's handler, whose outcome becomes the success body (201 when it created something).
 */
export function apiRouter(options: ApiRouterOptions): Router<ApiState> {
  const router = new Router<ApiState>({ prefix: V1_PREFIX });
  const auth = options.authenticate;
  const version = checkServiceVersion();
  const body = jsonBody();
  for (const route of options.routes) {
    const handler = routeHandler(route, () => options.directory, options.clock);
    const stack: RouterMiddleware<ApiState>[] = [
      auth,
      ...options.middleware,
      requirePlan(route.plan),
      version,
      ...(route.body ? [body] : []),
      handler,
    ];
    router.register(route.path, [route.method], stack);
  }
  return router;
}
