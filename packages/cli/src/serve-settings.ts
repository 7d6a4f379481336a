import { availableParallelism } from 'node:os';
import { type HttpLimits, SIGNUP_MODES, type SignupMode } from '@bankdir/server';
import { integerOption } from './arguments.ts';
import { UsageError } from './cli-error.ts';
import type { ServerConfig } from './config-file.ts';

export const RATE_LIMIT_ENV = 'BANKDIR_RATE_LIMIT_PER_MINUTE';

/** The whole-number settings of serve that have a flag, an environment variable and a config-file key alike. */
export const NUMBER_SETTINGS = {
  headersTimeoutMs: { flag: 'headers-timeout-ms', env: 'BANKDIR_HEADERS_TIMEOUT_MS', min: 1 },
  requestTimeoutMs: { flag: 'request-timeout-ms', env: 'BANKDIR_REQUEST_TIMEOUT_MS', min: 1 },
  keepAliveTimeoutMs: { flag: 'keep-alive-timeout-ms', env: 'BANKDIR_KEEP_ALIVE_TIMEOUT_MS', min: 1 },
  maxConnections: { flag: 'max-connections', env: 'BANKDIR_MAX_CONNECTIONS', min: 1 },
  authFailuresPerMinute: { flag: 'auth-failures-per-minute', env: 'BANKDIR_AUTH_FAILURES_PER_MINUTE', min: 0 },
  workers: { flag: 'workers', env: 'BANKDIR_WORKERS', min: 1 },
} as const;
export type NumberSetting = keyof typeof NUMBER_SETTINGS;

export const CORS_ORIGINS_ENV = 'BANKDIR_CORS_ORIGINS';
export const TRUST_PROXY_ENV = 'BANKDIR_TRUST_PROXY';
export const SIGNUP_ENV = 'BANKDIR_SIGNUP';

export type ServeFlags = {
  port?: string | undefined;
  host?: string | undefined;
  'rate-limit'?: string | undefined;
  'cors-origin'?: string[] | undefined;
  'trust-proxy'?: boolean | undefined;
  signup?: string | undefined;
} & { [name in (typeof NUMBER_SETTINGS)[NumberSetting]['flag']]?: string | undefined };

export interface ServeSettings {
  port: number;
  host: string | undefined;
  /** undefined: the rate-limit plugin's own default. */
  rateLimitPerMinute: number | undefined;
  /** The limits against slow and greedy clients that were set; the server's defaults for the rest. */
  limits: Partial<HttpLimits>;
  /** undefined: the server's default. */
  authFailuresPerMinute: number | undefined;
  /** Browser origins allowed (CORS); empty: CORS off. */
  corsOrigins: string[];
  trustProxy: boolean;
  /** Processes serving the port (node:cluster); default the number of cores. */
  workers: number;
  /** Who may sign up on the web; default open. */
  signupMode: SignupMode;
}

/**
 * Every setting of serve: the command line, else the environment (PORT, BANKDIR_RATE_LIMIT_PER_MINUTE, the variables
 * of NUMBER_SETTINGS, BANKDIR_CORS_ORIGINS, BANKDIR_TRUST_PROXY, BANKDIR_SIGNUP), else the config file, else defaults
 * (workers: the number of cores; sign-up: open).
 */
export function serveSettings(
  flags: ServeFlags,
  config: ServerConfig,
  env: NodeJS.ProcessEnv = process.env,
): ServeSettings {
  const portText = flags.port ?? nonEmpty(env.PORT);
  const port =
    portText !== undefined
      ? integerOption('serve', portText, flags.port !== undefined ? '--port' : 'PORT', { min: 0, max: 65535 })
      : (config.port ?? 3000);
  const rateText = flags['rate-limit'] ?? nonEmpty(env[RATE_LIMIT_ENV]);
  const rateLimitPerMinute =
    rateText !== undefined
      ? integerOption('serve', rateText, flags['rate-limit'] !== undefined ? '--rate-limit' : RATE_LIMIT_ENV, {
          min: 0,
          max: 1_000_000_000,
        })
      : config.rateLimitPerMinute;
  const number = (name: NumberSetting): number | undefined => {
    const { flag, env: variable, min } = NUMBER_SETTINGS[name];
    const text = flags[flag] ?? nonEmpty(env[variable]);
    if (text === undefined) return config[name];
    return integerOption('serve', text, flags[flag] !== undefined ? `--${flag}` : variable, {
      min,
      max: 2_147_483_647,
    });
  };
  const limits: Partial<HttpLimits> = {};
  for (const name of ['headersTimeoutMs', 'requestTimeoutMs', 'keepAliveTimeoutMs', 'maxConnections'] as const) {
    const value = number(name);
    if (value !== undefined) limits[name] = value;
  }
  const corsText = nonEmpty(env[CORS_ORIGINS_ENV]);
  const corsOrigins =
    flags['cors-origin'] ?? (corsText !== undefined ? corsText.split(',').map((origin) => origin.trim()) : undefined);
  return {
    port,
    host: flags.host ?? config.host,
    rateLimitPerMinute,
    limits,
    authFailuresPerMinute: number('authFailuresPerMinute'),
    corsOrigins: corsOrigins ?? config.corsOrigins ?? [],
    trustProxy: flags['trust-proxy'] || booleanEnv(env[TRUST_PROXY_ENV]) || (config.trustProxy ?? false),
    workers: number('workers') ?? availableParallelism(),
    signupMode: signupModeOf(flags.signup, env[SIGNUP_ENV], config.signup),
  };
}

function signupModeOf(
  flag: string | undefined,
  variable: string | undefined,
  config: SignupMode | undefined,
): SignupMode {
  const text = flag ?? nonEmpty(variable);
  if (text === undefined) return config ?? 'open';
  const mode = text.trim().toLowerCase();
  if (!(SIGNUP_MODES as readonly string[]).includes(mode))
    throw new UsageError(
      `serve: ${flag !== undefined ? '--signup' : SIGNUP_ENV} must be open, invite or closed, not ${JSON.stringify(text)}`,
    );
  return mode as SignupMode;
}

function booleanEnv(value: string | undefined): boolean {
  const text = nonEmpty(value)?.trim().toLowerCase();
  if (text === undefined || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new UsageError(`serve: ${TRUST_PROXY_ENV} must be 1, true, 0 or false, not ${JSON.stringify(value)}`);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
