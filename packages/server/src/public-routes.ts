import { type Directory, DirectoryError, successBody } from '@bankdir/core';
import Router from '@koa/router';
import { mountDocsPage, mountReferencePage } from './docs-page.ts';
import type { Logger } from './log.ts';
import { buildAdminOpenApiDocument } from './openapi/build-admin-document.ts';
import { buildOpenApiDocument } from './openapi/build-document.ts';
import type { AdminRouteDefinition } from './routes/admin/admin-services.ts';
import { ADMIN_PREFIX } from './routes/admin-route-table.ts';
import type { RouteDefinition } from './routes/route-definition.ts';
import { V1_PREFIX } from './routes/route-table.ts';
import type { ApiState } from './state.ts';

const OPENAPI_PATH = `${V1_PREFIX}/openapi.json`;
const ADMIN_OPENAPI_PATH = `${ADMIN_PREFIX}/openapi.json`;

/**
 * The routes that need no API key: GET /healthz for load balancers (200 while the database answers, 503 otherwise),
 * GET /v1/openapi.json (the OpenAPI document) and GET /docs (the API reference page), and the admin API's own,
 * GET /admin/v1/openapi.json and GET /admin/docs.
 */
export function publicRouter(
  directory: Directory,
  routes: readonly RouteDefinition[],
  adminRoutes: readonly AdminRouteDefinition[],
  clock: () => Date,
  log: Logger,
): Router<ApiState> {
  const router = new Router<ApiState>();
  let document: string | undefined;
  let adminDocument: string | undefined;
  router.get('/healthz', async (ctx) => {
    try {
      await directory.storage.countries.get('ctry_healthz');
    } catch (error) {
      log.error(`health check failed, request ${ctx.state.requestId}`, error);
      throw new DirectoryError('SERVICE_UNAVAILABLE', 'The database does not answer; see the server log.');
    }
    ctx.body = successBody({ data: { status: 'ok' }, message: 'The server is up' }, clock(), ctx.state.version);
    ctx.set('Cache-Control', 'no-store'); // a health check must reach the server every time
  });
  router.get(OPENAPI_PATH, (ctx) => {
    document ??= JSON.stringify(buildOpenApiDocument(routes));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = document;
  });
  router.get(ADMIN_OPENAPI_PATH, (ctx) => {
    adminDocument ??= JSON.stringify(buildAdminOpenApiDocument(adminRoutes));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = adminDocument;
  });
  mountDocsPage(router, OPENAPI_PATH);
  mountReferencePage(router, '/admin/docs', ADMIN_OPENAPI_PATH);
  return router;
}
