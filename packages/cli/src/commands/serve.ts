import {
  type BankdirApp,
  checkedOrigins,
  createServer,
  type FirstRunNote,
  type RunningServer,
  startServer,
} from '@bankdir/server';
import { parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { loadConfig } from '../config-file.ts';
import { databaseTarget, targetExists } from '../database-target.ts';
import { embedderForCli } from '../embedder.ts';
import { seedOnFirstRun } from '../first-run.ts';
import { loadPlugins } from '../load-plugins.ts';
import { openDirectory } from '../open-directory.ts';
import { print } from '../output.ts';
import { NUMBER_SETTINGS, serveSettings } from '../serve-settings.ts';
import { stopOnSignals } from '../stop-on-signals.ts';

/** One string option per whole-number setting (--headers-timeout-ms …). */
const NUMBER_FLAGS = Object.fromEntries(
  Object.values(NUMBER_SETTINGS).map(({ flag }) => [flag, { type: 'string' as const }]),
) as { [name in (typeof NUMBER_SETTINGS)[keyof typeof NUMBER_SETTINGS]['flag']]: { type: 'string' } };

/** The CORS origins, or a usage error naming one that is not an origin. */
function checkedCorsOrigins(origins: string[]): string[] {
  try {
    checkedOrigins(origins);
  } catch (error) {
    throw new UsageError(`serve: ${(error as Error).message}`);
  }
  return origins;
}

/**
 * bankdir serve [--port N] [--host H] [--rate-limit N] [--config FILE] [--first-run] and the limits of
 * NUMBER_SETTINGS, --cors-origin ORIGIN (repeatable) and --trust-proxy (see serveSettings): serves the v1 API until SIGTERM
 * or SIGINT, then shuts down gracefully. With --first-run on a database file that does not exist yet, it creates it,
 * seeds the default data with the sample layer, and prints what the plugins' firstRun hooks answer (the API-key
 * plugin's first PRO key), once.
 */
export async function serveCommand(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('serve', args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'rate-limit': { type: 'string' },
    ...NUMBER_FLAGS,
    'cors-origin': { type: 'string', multiple: true },
    'trust-proxy': { type: 'boolean' },
    config: { type: 'string' },
    'first-run': { type: 'boolean', default: false },
  });
  const target = databaseTarget(values);
  const config = loadConfig(values.config);
  const settings = serveSettings(values, config);
  const plugins = await loadPlugins(config);

  const existed = await targetExists(target);
  const embedder = await embedderForCli();
  const { directory } = await openDirectory({ target, ...(embedder && { embedder }) });
  let firstRun: boolean;
  let app: BankdirApp;
  let running: RunningServer;
  try {
    firstRun = values['first-run'] && (await seedOnFirstRun(directory, { existed, label: target.label }));
    app = createServer({
      directory,
      plugins,
      ...(settings.rateLimitPerMinute !== undefined && { rateLimitPerMinute: settings.rateLimitPerMinute }),
      ...(settings.authFailuresPerMinute !== undefined && { authFailuresPerMinute: settings.authFailuresPerMinute }),
      cors: { origins: checkedCorsOrigins(settings.corsOrigins) },
      trustProxy: settings.trustProxy,
    });
    running = await startServer(app, {
      port: settings.port,
      ...(settings.host !== undefined && { host: settings.host }),
      ...settings.limits,
      onClosed: () => directory.close(),
    });
  } catch (error) {
    await directory.close();
    throw error;
  }
  let notes: FirstRunNote[] = [];
  try {
    if (firstRun) notes = await app.firstRun({ url: running.url });
  } catch (error) {
    await running.close();
    throw error;
  }
  stopOnSignals(running);

  const { url } = running;
  print(
    values.json,
    {
      url,
      database: target.label,
      docs: `${url}/docs`,
      ...Object.assign({}, ...notes.map((note) => note.fields ?? {})),
    },
    () => [
      `bankdir serves ${url}/v1 over ${target.label} (API reference: ${url}/docs)`,
      ...notes.flatMap((note) => note.lines),
    ],
  );
}
