import type { Directory } from '@bankdir/core';
import type { StorageDatabase } from '@bankdir/core/driver';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AccountsService, SignupMode } from './accounts.ts';
import type { AuthProvider } from './auth.ts';
import type { Logger } from './log.ts';
import type { ApiState } from './state.ts';

/**
 * Everything a server plugin gets from its host, in one place: its setup and firstRun hooks receive it. A plugin
 * needs nothing else: it never imports a storage driver or another plugin.
 */
export interface PluginContext {
  /** The directory the server mounts: banks, votes, products, representative approvals. */
  readonly directory: Directory;
  /**
   * The storage's SQL database, for a plugin's own tables (API keys, say): a Kysely handle to type with
   * `database.kysely.withTables<MyTables>()` and `database.migrate(namespace, migrations)` to create and upgrade them.
   * Engine-neutral: the same plugin runs on every SQL storage. Undefined when the storage has no SQL database.
   */
  readonly database: StorageDatabase | undefined;
  /** The server's log: one line per event. */
  readonly log: Logger;
  /** The server-wide configuration a plugin may act on (its own options come through its factory). */
  readonly config: ServerSettings;
  /**
   * The accounts service of the plugin that provides one (ServerPlugin.accounts), for web pages and admin routes;
   * undefined when no plugin does. Call it from requests or from a later plugin's setup: it is ready once its
   * provider's setup has run.
   */
  readonly accounts?: AccountsService | undefined;
}

/** What a plugin's firstRun hook receives: the context, and where the server listens. */
export interface FirstRunContext extends PluginContext {
  /** http://host:port of the server, for the lines a plugin prints (a curl example). */
  readonly url: string;
}

/** What a firstRun hook answers: something the operator is told once, such as the first API key. */
export interface FirstRunNote {
  /** Lines printed once, after the server's address. */
  readonly lines: readonly string[];
  /** The same facts for `--json` output, merged into the printed object (e.g. `{ account, key }`). */
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** Settings given to createServer that belong to a plugin's domain; the server itself does not act on them. */
export interface ServerSettings {
  /** Requests per key and clock minute for a rate-limit plugin; 0 turns limiting off; undefined lets the plugin decide. */
  readonly rateLimitPerMinute?: number | undefined;
  /** Who may sign up on the web, for the plugin that keeps accounts; undefined lets the plugin decide (open). */
  readonly signupMode?: SignupMode | undefined;
}

/** The router plugins add routes to; its paths are absolute (`/v1/...` is up to the plugin). */
export type PluginRouter = Router<ApiState>;

/**
 * A server plugin. Plugins are listed explicitly in createServer's options or in the config file; nothing is
 * discovered. Every member is optional except the name.
 */
export interface ServerPlugin {
  /** A short unique name, used in logs and errors. */
  readonly name: string;
  /**
   * Says who a request comes from: it gets the request's headers, method, path and client address, and answers a
   * principal, a refusal, or null. With several providers, the first that answers a principal wins.
   */
  readonly auth?: AuthProvider;
  /**
   * The accounts service this plugin provides to the others (PluginContext.accounts): at most one plugin of a server
   * provides it. Its methods may wait for the plugin's setup.
   */
  readonly accounts?: AccountsService;
  /**
   * Middleware run on every authenticated API request, after the caller is known (ctx.state.principal) and before the
   * plan check and the handler; in plugin order. A rate limiter lives here.
   */
  readonly middleware?: readonly Middleware<ApiState>[];
  /** Adds routes of the plugin's own; they run after the API's routes and are not authenticated by the server. */
  routes?(router: PluginRouter, directory: Directory): void;
  /**
   * Adds routes behind the server's authentication and the plugins' middleware (rate limiting), like the API's own
   * routes: a request without a valid key is answered 401 before they run, and ctx.state.principal is set when they do.
   * Plan checks are the plugin's (see requirePlanOf).
   */
  authenticatedRoutes?(router: PluginRouter, directory: Directory): void;
  /** Runs once before the server answers its first request (migrations, warm caches). A failure stops the start. */
  setup?(context: PluginContext): Promise<void> | void;
  /**
   * Runs on a first start (`bankdir serve --first-run` on a new database), after setup and once the server listens:
   * an auth plugin creates a first account here and answers its key, to be printed once. Undefined: nothing to say.
   */
  firstRun?(context: FirstRunContext): Promise<FirstRunNote | undefined> | FirstRunNote | undefined;
  /** Runs once on shutdown, after the last request and before the directory closes. */
  close?(): Promise<void> | void;
}
