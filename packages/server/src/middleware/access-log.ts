import type { Middleware } from 'koa';
import type { Logger } from '../log.ts';
import type { ApiState } from '../state.ts';

/**
 * One line per request once it is answered: method, path (without the query string), status, duration in ms and the
 * request id; a request its client abandoned reads "aborted: …" in place of the status. Headers are never logged, so neither is the Authorization header nor the key in it.
 */
export function accessLog(log: Logger): Middleware<ApiState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const outcome = ctx.state.aborted ? `aborted: ${ctx.state.aborted.message}` : String(ctx.status);
      log.info(`${ctx.method} ${ctx.path} ${outcome} ${ms.toFixed(1)}ms ${ctx.state.requestId}`);
    }
  };
}
