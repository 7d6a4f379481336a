import { type Directory, failureBody, isDirectoryError, successBody } from '@bankdir/core';
import { handleRoute, type Logger, newRequestId, type Principal, requirePlanOf } from '@bankdir/server';
import type { DirectoryCaller } from './caller.ts';

export interface LocalCallerOptions {
  directory: Directory;
  /** Who calls: the authenticated principal of the HTTP request, or the operator of a local database. */
  principal: Principal;
  /** The request id failures carry; a new one per call when absent. */
  requestId?: string;
  clock?: () => Date;
  /** Where unexpected failures are logged with their request id. */
  log?: Logger;
}

/**
 * Answers the route's request with the directory in this process, parsed as the HTTP route parses it, after the same
 * plan check: a Free key gets 403 PLAN_REQUIRED from a Pro tool. The answer is the body an HTTP client would get.
 */
export function localCaller(options: LocalCallerOptions): DirectoryCaller {
  const clock = options.clock ?? (() => new Date());
  return async ({ route, params, query }) => {
    const requestId = options.requestId ?? newRequestId();
    try {
      requirePlanOf(route.plan, options.principal);
      const outcome = await handleRoute(
        route,
        { params, query, principal: options.principal, body: undefined },
        options.directory,
      );
      return { ok: true, body: successBody(outcome, clock()) };
    } catch (error) {
      if (!isDirectoryError(error))
        options.log?.error(`MCP tool ${route.operationId} failed unexpectedly, request ${requestId}`, error);
      return { ok: false, body: failureBody(error, requestId, clock()) };
    }
  };
}

/** The caller of `bankdir mcp` on a local database: its operator, on the PRO plan, representing every bank. */
export const LOCAL_OPERATOR: Principal = {
  accountId: 'local-operator',
  plan: 'PRO',
  representsBank: async () => true,
};
