import { DirectoryError } from '@bankdir/core';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.ts';

/**
 * Answers what no route answered: a known path with another method is 405 METHOD_NOT_ALLOWED with an Allow header
 * (OPTIONS gets 204 with Allow); any other path is 404 NOT_FOUND. No authentication is needed to learn either: the
 * routes are public in /v1/openapi.json.
 */
export function notFound(routers: readonly Router<ApiState>[]): Middleware<ApiState> {
  return async (ctx) => {
    const allowed = new Set<string>();
    for (const router of routers) {
      for (const layer of router.match(ctx.path, ctx.method).path)
        for (const method of layer.methods) allowed.add(method);
    }
    // No route has this path, or the one that has it found nothing to answer (an unknown docs asset).
    if (allowed.size === 0 || allowed.has(ctx.method)) {
      // An admin path points to the admin document, any other to v1's.
      const document = ctx.path.startsWith('/admin/') ? '/admin/v1/openapi.json' : '/v1/openapi.json';
      throw DirectoryError.notFound(
        `No route ${ctx.method} ${ctx.path.slice(0, 200)}; the API's routes are listed in ${document}.`,
      );
    }
    const allow = [...allowed].join(', ');
    ctx.set('Allow', allow);
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    throw new DirectoryError(
      'METHOD_NOT_ALLOWED',
      `${ctx.method} is not allowed on ${ctx.path.slice(0, 200)}; use ${allow}.`,
    );
  };
}
