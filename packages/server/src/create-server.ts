import type { Directory } from '@bankdir/core';
import Router from '@koa/router';
import Koa from 'koa';
import type { SignupMode } from './accounts.ts';
import { checkPlugins } from './check-plugins.ts';
import { AuthFailureLimiter } from './http/auth-failure-limiter.ts';
import { consoleLogger, type Logger } from './log.ts';
import { accessLog } from './middleware/access-log.ts';
import { authenticate } from './middleware/authenticate.ts';
import { type CorsOptions, corsFor } from './middleware/cors.ts';
import { errors } from './middleware/errors.ts';
import { httpCaching } from './middleware/http-caching.ts';
import { notFound } from './middleware/not-found.ts';
import { requestId } from './middleware/request-id.ts';
import { requireHost } from './middleware/require-host.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { serviceVersion } from './middleware/service-version.ts';
import type { FirstRunNote, PluginContext, ServerPlugin } from './plugin.ts';
import { publicRouter } from './public-routes.ts';
import type { AdminRouteDefinition } from './routes/admin/admin-services.ts';
import { adminRouteTable } from './routes/admin-route-table.ts';
import { adminRouter } from './routes/admin-router.ts';
import { apiRouter } from './routes/api-router.ts';
import type { RouteDefinition } from './routes/route-definition.ts';
import { routeTable } from './routes/route-table.ts';
import type { ApiState } from './state.ts';

export interface ServerOptions {
  /** The directory to serve, e.g. createDirectory({ storage: await openSqliteStorage({ file }) }). */
  directory: Directory;
  /** The plugins, in order; at least one must provide auth. Nothing is discovered: what is not listed does not run. */
  plugins: readonly ServerPlugin[];
  /** Requests per key and clock minute for a rate-limit plugin (0 = off); the plugin's own option and defaults apply when undefined. */
  rateLimitPerMinute?: number;
  /** Who may sign up on the web, for the plugin that provides accounts (PluginContext.config.signupMode). */
  signupMode?: SignupMode;
  /** Where access lines and unexpected errors go; default: stdout and stderr. */
  log?: Logger;
  /** The server's clock for response timestamps; tests pass a fixed one. */
  clock?: () => Date;
  /** Browser origins allowed to call the API (CORS); default none, so CORS is off. */
  cors?: CorsOptions;
  /**
   * Refused API keys allowed per client address and minute before that address gets 429 for the rest of the minute;
   * default 20, 0 = off.
   */
  authFailuresPerMinute?: number;
  /**
   * Take the client address from X-Forwarded-For (set this behind a reverse proxy, which must set that header);
   * default false: the address of the connection.
   */
  trustProxy?: boolean;
}

/** Refused API keys allowed per client address and minute when ServerOptions.authFailuresPerMinute is not set. */
export const DEFAULT_AUTH_FAILURES_PER_MINUTE = 20;

/** The Koa app createServer returns, with the plugin lifecycle beside it. */
export type BankdirApp = Koa<ApiState> & {
  /** Runs every plugin's setup once (migrations); the first request waits for it, startServer awaits it before listening. */
  ready(): Promise<void>;
  /** Runs every plugin's close hook, in reverse order. The directory is the caller's to close. */
  closePlugins(): Promise<void>;
  /** Runs every plugin's firstRun hook, in plugin order, after their setup; answers what they ask to print once. */
  firstRun(where: { url: string }): Promise<FirstRunNote[]>;
  /** The v1 routes this app serves. */
  readonly routes: readonly RouteDefinition[];
  /** The admin routes this app serves under /admin/v1. */
  readonly adminRoutes: readonly AdminRouteDefinition[];
  /** The server's log (startServer writes the answers given outside the app to it). */
  readonly log: Logger;
};

/**
 * The bankdir HTTP host: the v1 API over `directory`, with auth, rate limiting and anything else from `plugins`.
 * Middleware, outermost first: Request-Id, access log, security headers, CORS (when origins are configured), HTTP
 * caching (ETag, 304, Cache-Control), error envelope, Service-Version, plugin setup, then the public routes (/healthz, /docs, /v1/openapi.json), the v1
 * routes, the plugins' routes (their authenticated ones behind the same authentication and plugin middleware as the
 * v1 routes), and 405/404 for the rest.
 */
export function createServer(options: ServerOptions): BankdirApp {
  const { directory, plugins } = options;
  const log = options.log ?? consoleLogger;
  const clock = options.clock ?? (() => new Date());
  checkPlugins(plugins);
  const providers = plugins.flatMap((plugin) => (plugin.auth ? [{ plugin: plugin.name, auth: plugin.auth }] : []));
  const context: PluginContext = {
    directory,
    database: directory.storage.database,
    log,
    config: { rateLimitPerMinute: options.rateLimitPerMinute, signupMode: options.signupMode },
    accounts: plugins.find((plugin) => plugin.accounts)?.accounts,
  };

  let setup: Promise<void> | undefined;
  const ready = () => (setup ??= runSetups(plugins, context));

  const pluginMiddleware = plugins.flatMap((plugin) => plugin.middleware ?? []);
  const authFailures = new AuthFailureLimiter(
    checkedCount(options.authFailuresPerMinute ?? DEFAULT_AUTH_FAILURES_PER_MINUTE, 'authFailuresPerMinute'),
    undefined,
    () => clock().getTime(),
  );
  const authenticated = authenticate({ providers, failures: authFailures, log });
  const publicRoutes = publicRouter(directory, routeTable, adminRouteTable, clock, log);
  const api = apiRouter({
    directory,
    routes: routeTable,
    authenticate: authenticated,
    middleware: pluginMiddleware,
    clock,
  });
  const admin = adminRouter({
    directory,
    accounts: context.accounts,
    routes: adminRouteTable,
    authenticate: authenticated,
    middleware: pluginMiddleware,
    clock,
  });
  const pluginRoutes = new Router<ApiState>();
  for (const plugin of plugins) plugin.routes?.(pluginRoutes, directory);
  const authenticatedPluginRoutes = new Router<ApiState>();
  // Router middleware runs only when one of this router's routes matches the request.
  authenticatedPluginRoutes.use(authenticated, ...pluginMiddleware);
  for (const plugin of plugins) plugin.authenticatedRoutes?.(authenticatedPluginRoutes, directory);

  const app = new Koa<ApiState>({ proxy: options.trustProxy ?? false });
  app.on('error', (error: unknown) => log.error('error outside a request handler', error));
  app.use(requestId());
  app.use(accessLog(log));
  app.use(securityHeaders());
  if (options.cors && options.cors.origins.length > 0) app.use(corsFor(options.cors));
  app.use(httpCaching());
  app.use(errors(log, clock));
  app.use(serviceVersion());
  app.use(requireHost());
  app.use(async (_ctx, next) => {
    await ready();
    await next();
  });
  app.use(publicRoutes.routes());
  app.use(api.routes());
  app.use(admin.routes());
  app.use(pluginRoutes.routes());
  app.use(authenticatedPluginRoutes.routes());
  app.use(notFound([publicRoutes, api, admin, pluginRoutes, authenticatedPluginRoutes]));

  const closePlugins = async () => {
    for (const plugin of [...plugins].reverse()) await plugin.close?.();
  };
  const firstRun = async (where: { url: string }) => {
    await ready();
    const notes: FirstRunNote[] = [];
    for (const plugin of plugins) {
      const note = await plugin.firstRun?.({ ...context, url: where.url });
      if (note) notes.push(note);
    }
    return notes;
  };
  return Object.assign(app, { ready, closePlugins, firstRun, routes: routeTable, adminRoutes: adminRouteTable, log });
}

function checkedCount(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`The server option ${name} must be a whole number, 0 or more, not ${value}.`);
  return value;
}

async function runSetups(plugins: readonly ServerPlugin[], context: PluginContext): Promise<void> {
  for (const plugin of plugins) {
    try {
      await plugin.setup?.(context);
    } catch (error) {
      throw new Error(`The plugin ${plugin.name} failed to set up: ${(error as Error).message}`, { cause: error });
    }
  }
}
