import type { Directory } from '@bankdir/core';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AuthProvider } from './auth.ts';
import type { Logger } from './log.ts';
import type { ApiState } from './state.ts';

/** What a plugin's setup hook receives. */
export interface PluginContext {
  /** The directory the server mounts. */
  readonly directory: Directory;
  /** The server's log. */
  readonly log: Logger;
  /** Server-wide settings a plugin may use. */
  readonly settings: ServerSettings;
}

/** Settings given to createServer that belong to a plugin's domain; the server itself does not act on them. */
export interface ServerSettings {
  /** Requests per key and clock minute for a rate-limit plugin; 0 turns limiting off; undefined lets the plugin decide. */
  readonly rateLimitPerMinute?: number | undefined;
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
  /** Authenticates bearer tokens. With several providers, the first that recognises a token wins. */
  readonly auth?: AuthProvider;
  /**
   * Middleware run on every authenticated API request, after the caller is known (ctx.state.principal) and before the
   * plan check and the handler; in plugin order. A rate limiter lives here.
   */
  readonly middleware?: readonly Middleware<ApiState>[];
  /** Adds routes of the plugin's own; they run after the API's routes and are not authenticated by the server. */
  routes?(router: PluginRouter, directory: Directory): void;
  /** Runs once before the server answers its first request (migrations, warm caches). A failure stops the start. */
  setup?(context: PluginContext): Promise<void> | void;
  /** Runs once on shutdown, after the last request and before the directory closes. */
  close?(): Promise<void> | void;
}
