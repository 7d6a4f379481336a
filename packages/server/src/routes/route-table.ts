import { checkPathText } from '@bankdir/core/query';
import type { RouteDefinition } from './route-definition.ts';
import { bankRoutes } from './v1/banks.ts';
import { countryRoutes } from './v1/countries.ts';
import { productRoutes } from './v1/products.ts';
import { storyRoutes } from './v1/stories.ts';
import { voteRoutes } from './v1/votes.ts';
import { worldRoutes } from './v1/world.ts';

/** The base path of every v1 route. */
export const V1_PREFIX = '/v1';

/**
 * Every endpoint of the v1 API, in the order the router tries them (static paths before parameters), each with its
 * method, path, plan tag and handler. The router, the OpenAPI document and the shape test all read this one list.
 */
export const routeTable: readonly RouteDefinition[] = [
  ...bankRoutes,
  ...voteRoutes,
  ...productRoutes,
  ...countryRoutes,
  ...storyRoutes,
  ...worldRoutes,
].map(checkingPathText);

/**
 * The route with its path parameters checked for forbidden characters (400 at ["path", name]) before its handler
 * looks anything up, for the HTTP router and the MCP tools alike; the query and the body are checked by the core.
 */
function checkingPathText(route: RouteDefinition): RouteDefinition {
  if (!route.pathParameters) return route;
  return {
    ...route,
    async handle(input, directory) {
      checkPathText(input.params);
      return route.handle(input, directory);
    },
  };
}
