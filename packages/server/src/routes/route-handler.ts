import { successBody } from '@bankdir/core';
import type { RouterMiddleware } from '@koa/router';
import { checkPercentEncoding } from '../http/percent-encoding.ts';
import type { ApiState } from '../state.ts';
import { handleRoute } from './handle-route.ts';
import type { RouteDefinition } from './route-definition.ts';

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
