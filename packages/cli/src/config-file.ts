import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SIGNUP_MODES, type SignupMode } from '@bankdir/server';
import { UsageError } from './cli-error.ts';
import { userPath } from './paths.ts';

/** A plugin in the config file: a module name or path, with options for its factory. */
export type PluginEntry = { module: string; options?: unknown };

/** bankdir.config.json: every field optional; command-line flags and environment variables win over it. */
export interface ServerConfig {
  /** Where the file was read from, to resolve relative plugin paths; undefined when there is no file. */
  file?: string;
  port?: number;
  host?: string;
  rateLimitPerMinute?: number;
  /** Limits against slow and greedy clients and refused keys (see the serve flags of the same names). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  keepAliveTimeoutMs?: number;
  maxConnections?: number;
  authFailuresPerMinute?: number;
  /** Processes serving the port (serve --workers). */
  workers?: number;
  /** Browser origins allowed to call the API (CORS). */
  corsOrigins?: string[];
  /** Take client addresses from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Who may sign up on the web: open, invite or closed (serve --signup). */
  signup?: SignupMode;
  /** The plugins, in order. When present, the list replaces the defaults (auth-api-keys, rate-limit). */
  plugins?: PluginEntry[];
}

export const DEFAULT_CONFIG_FILE = 'bankdir.config.json';
const NUMBERS = [
  'headersTimeoutMs',
  'requestTimeoutMs',
  'keepAliveTimeoutMs',
  'maxConnections',
  'authFailuresPerMinute',
  'workers',
] as const;
const KNOWN = new Set([
  'port',
  'host',
  'rateLimitPerMinute',
  ...NUMBERS,
  'corsOrigins',
  'trustProxy',
  'signup',
  'plugins',
  '$schema',
]);

/** Reads --config FILE (which must exist), else ./bankdir.config.json when there is one, else nothing. */
export function loadConfig(flag: string | undefined): ServerConfig {
  const file = userPath(flag ?? DEFAULT_CONFIG_FILE);
  if (!existsSync(file)) {
    if (flag !== undefined) throw new UsageError(`serve: no config file at ${file}`);
    return {};
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  return { file, ...checkConfig(raw, file) };
}

function checkConfig(raw: unknown, file: string): Omit<ServerConfig, 'file'> {
  const fail = (message: string) => new UsageError(`${file}: ${message}`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw fail('must hold a JSON object');
  const config = raw as Record<string, unknown>;
  for (const key of Object.keys(config))
    if (!KNOWN.has(key))
      throw fail(
        `unknown setting ${JSON.stringify(key)} (known: ${[...KNOWN].filter((name) => name !== '$schema').join(', ')})`,
      );
  const result: Omit<ServerConfig, 'file'> = {};
  if (config.port !== undefined) {
    if (!Number.isInteger(config.port) || (config.port as number) < 0 || (config.port as number) > 65535)
      throw fail('port must be a whole number from 0 to 65535');
    result.port = config.port as number;
  }
  if (config.host !== undefined) {
    if (typeof config.host !== 'string' || config.host === '') throw fail('host must be a non-empty string');
    result.host = config.host;
  }
  if (config.rateLimitPerMinute !== undefined) {
    if (!Number.isInteger(config.rateLimitPerMinute) || (config.rateLimitPerMinute as number) < 0)
      throw fail('rateLimitPerMinute must be a whole number, 0 or more (0 turns it off)');
    result.rateLimitPerMinute = config.rateLimitPerMinute as number;
  }
  for (const name of NUMBERS) {
    const value = config[name];
    if (value === undefined) continue;
    const min = name === 'authFailuresPerMinute' ? 0 : 1;
    if (!Number.isInteger(value) || (value as number) < min)
      throw fail(`${name} must be a whole number, ${min} or more`);
    result[name] = value as number;
  }
  if (config.corsOrigins !== undefined) {
    if (!Array.isArray(config.corsOrigins) || !config.corsOrigins.every((origin) => typeof origin === 'string'))
      throw fail('corsOrigins must be a list of origins, e.g. ["https://app.example"]');
    result.corsOrigins = config.corsOrigins as string[];
  }
  if (config.trustProxy !== undefined) {
    if (typeof config.trustProxy !== 'boolean') throw fail('trustProxy must be true or false');
    result.trustProxy = config.trustProxy;
  }
  if (config.signup !== undefined) {
    if (!(SIGNUP_MODES as readonly unknown[]).includes(config.signup))
      throw fail('signup must be open, invite or closed');
    result.signup = config.signup as SignupMode;
  }
  if (config.plugins !== undefined) {
    if (!Array.isArray(config.plugins)) throw fail('plugins must be a list');
    result.plugins = config.plugins.map((entry, index) => {
      if (typeof entry === 'string' && entry !== '') return { module: entry };
      if (typeof entry === 'object' && entry !== null && typeof (entry as PluginEntry).module === 'string') {
        const { module, options, ...rest } = entry as PluginEntry & Record<string, unknown>;
        if (Object.keys(rest).length > 0)
          throw fail(
            `plugins[${index}] has unknown field ${JSON.stringify(Object.keys(rest)[0])} (known: module, options)`,
          );
        return options === undefined ? { module } : { module, options };
      }
      throw fail(`plugins[${index}] must be a module name or { "module": ..., "options": {...} }`);
    });
  }
  return result;
}

/** The directory a config file's relative plugin paths are resolved against. */
export function configDirectory(config: ServerConfig): string | undefined {
  return config.file === undefined ? undefined : dirname(config.file);
}
