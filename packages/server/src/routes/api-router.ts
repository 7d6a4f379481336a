import { type Directory, successBody } from '@bankdir/core';
import Router, { type RouterMiddleware } from '@koa/router';
import type { Middleware } from 'koa';
import { checkPercentEncoding } from '../http/percent-encoding.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { requirePlan } from '../middleware/require-plan.ts';
import { checkServiceVersion } from '../middleware/service-version.ts';
import type { ApiState } from '../state.ts';
import { handleRoute } from './handle-route.ts';
import type { RouteDefinition } from './route-definition.ts';
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

/**
 * A route's last middleware: path and query values that are not UTF-8 answer 400, then the route answers the parsed
 * request with the services `servicesOf` gives it, and its outcome becomes the success body (201 when it created
 * something). The v1 routes' services are the Directory; the admin routes' (admin-router.ts) name the operator too.
 */
export function routeHandler<TServices>(
  // biome-ignore lint/suspicious/noExplicitAny: a route of any query and body type; handleRoute parses them.
  route: RouteDefinition<any, any, TServices>,
  servicesOf: (state: ApiState) => TServices,
  clock: () => Date,
): RouterMiddleware<ApiState> {
  const queryNames = Object.keys(route.query?.entries ?? {});
  return async (ctx) => {
    checkPercentEncoding(ctx.params, ctx.querystring, queryNames);
    const outcome = await handleRoute(
      route,
      { params: ctx.params, query: ctx.query, principal: ctx.state.principal!, body: ctx.state.body },
      servicesOf(ctx.state),
    );
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = successBody(outcome, clock(), ctx.state.version);
  };
}
