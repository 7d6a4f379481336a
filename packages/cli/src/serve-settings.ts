import { integerOption } from './arguments.ts';
import type { ServerConfig } from './config-file.ts';

export const RATE_LIMIT_ENV = 'BANKDIR_RATE_LIMIT_PER_MINUTE';

export interface ServeFlags {
  port?: string | undefined;
  host?: string | undefined;
  'rate-limit'?: string | undefined;
}

export interface ServeSettings {
  port: number;
  host: string | undefined;
  /** undefined: the rate-limit plugin's own default. */
  rateLimitPerMinute: number | undefined;
}

/** Port, host and rate limit: the command line, else the environment (PORT, BANKDIR_RATE_LIMIT_PER_MINUTE), else the config file, else defaults. */
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
  return { port, host: flags.host ?? config.host, rateLimitPerMinute };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
