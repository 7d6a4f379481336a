import { API_VERSION, DirectoryError, SUPPORTED_VERSIONS } from '@bankdir/core';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.ts';

const SUPPORTED: readonly string[] = SUPPORTED_VERSIONS;

/**
 * Reads the Service-Version request header. Missing: the latest version serves. Supported: that version serves.
 * Anything else: the latest version answers, and the request fails with 400 at ["header", "Service-Version"] once
 * the caller is authenticated (checkServiceVersion), so an anonymous caller still gets its 401 first.
 * Every response names the serving version in the Service-Version header and in the body's `version`.
 */
export function serviceVersion(): Middleware<ApiState> {
  return async (ctx, next) => {
    const header = ctx.headers['service-version'];
    const sent = typeof header === 'string' ? header.trim() : undefined;
    ctx.state.version = sent !== undefined && SUPPORTED.includes(sent) ? sent : API_VERSION;
    if (sent !== undefined && !SUPPORTED.includes(sent)) {
      const message = `Service-Version ${JSON.stringify(sent.slice(0, 40))} is not supported; send one of: ${SUPPORTED.join(', ')} (or leave the header out for the latest).`;
      ctx.state.versionError = DirectoryError.badRequest(message, [{ path: ['header', 'Service-Version'], message }]);
    }
    ctx.set('Service-Version', ctx.state.version);
    await next();
  };
}

/** Fails the request with the Service-Version problem found by serviceVersion(), if any. */
export function checkServiceVersion(): Middleware<ApiState> {
  return async (ctx, next) => {
    if (ctx.state.versionError) throw ctx.state.versionError;
    await next();
  };
}
