import type { Directory } from '@bankdir/core';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AccountsService } from '../accounts.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { requireOperator } from '../middleware/require-operator.ts';
import { checkServiceVersion } from '../middleware/service-version.ts';
import { uploadBody } from '../middleware/upload-body.ts';
import type { ApiState } from '../state.ts';
import type { AdminRouteDefinition } from './admin/admin-services.ts';
import { ADMIN_PREFIX } from './admin-route-table.ts';
import { routeHandler } from './route-handler.ts';

export interface AdminRouterOptions {
  directory: Directory;
  accounts: AccountsService | undefined;
  routes: readonly AdminRouteDefinition[];
  /** The authentication middleware shared with the v1 routes: keys only, never a web session. */
  authenticate: Middleware<ApiState>;
  /** Plugin middleware (the rate limit), run after authentication. */
  middleware: readonly Middleware<ApiState>[];
  clock: () => Date;
}

/**
 * The admin router: as the v1 router (api-router.ts), with the operator check (403 OPERATOR_REQUIRED) in place of the
 * plan check, and a file body for the import.
 */
export function adminRouter(options: AdminRouterOptions): Router<ApiState> {
  const router = new Router<ApiState>({ prefix: ADMIN_PREFIX });
  const operatorOnly = requireOperator(options.accounts);
  const version = checkServiceVersion();
  const body = jsonBody();
  for (const route of options.routes) {
    const handler = routeHandler(
      route,
      (state) => ({ directory: options.directory, accounts: options.accounts, operator: state.operator! }),
      options.clock,
    );
    const reader = route.upload ? [uploadBody(route.upload)] : route.body ? [body] : [];
    const stack = [options.authenticate, ...options.middleware, operatorOnly, version, ...reader, handler];
    router.register(route.path, [route.method], stack);
  }
  return router;
}
