import cluster from 'node:cluster';
import { type BankdirApp, checkedOrigins, createServer, type FirstRunNote, startServer } from '@bankdir/server';
import { parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { loadConfig } from '../config-file.ts';
import { databaseTarget, targetExists } from '../database-target.ts';
import { embedderForCli } from '../embedder.ts';
import { seedOnFirstRun } from '../first-run.ts';
import { loadPlugins, withWebPages } from '../load-plugins.ts';
import { openDirectory } from '../open-directory.ts';
import { print } from '../output.ts';
import { NUMBER_SETTINGS, serveSettings } from '../serve-settings.ts';
import { startWorkers } from '../serve-workers.ts';
import { stopOnSignals, stopWorkersOnSignals } from '../stop-on-signals.ts';

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
 * bankdir serve [--port N] [--host H] [--rate-limit N] [--workers N] [--config FILE] [--first-run] [--no-web] and the limits of
 * NUMBER_SETTINGS, --cors-origin ORIGIN (repeatable) and --trust-proxy (see serveSettings): serves the v1 API until
 * SIGTERM or SIGINT, then shuts down gracefully. With --first-run on a database file that does not exist yet, it
 * creates it, seeds the default data with the sample layer, and prints what the plugins' firstRun hooks answer (the
 * API-key plugin's first PRO key), once. With several workers (default: one per core) this process is the primary: it
 * migrates and seeds, then forks the workers, which share the port and the database (serve-workers.ts).
 */
export async function serveCommand(args: readonly string[]): Promise<void> {
  // A worker stopped before it listens has nothing in flight: it leaves at once, cleanly (stopOnSignals takes over later).
  const stopEarly = () => process.exit(0);
  if (cluster.isWorker) process.once('SIGTERM', stopEarly);
  const { values } = parseCommand('serve', args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'rate-limit': { type: 'string' },
    ...NUMBER_FLAGS,
    'cors-origin': { type: 'string', multiple: true },
    'trust-proxy': { type: 'boolean' },
    signup: { type: 'string' },
    config: { type: 'string' },
    'first-run': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
  });
  const target = databaseTarget(values);
  const config = loadConfig(values.config);
  const settings = serveSettings(values, config);
  const web = !values['no-web'];
  const plugins = withWebPages(await loadPlugins(config), web);
  const corsOrigins = checkedCorsOrigins(settings.corsOrigins);

  const existed = cluster.isWorker || (await targetExists(target));
  const embedder = await embedderForCli();
  const { directory } = await openDirectory({ target, ...(embedder && { embedder }) });
  let firstRun: boolean;
  let app: BankdirApp;
  try {
    firstRun =
      !cluster.isWorker && values['first-run'] && (await seedOnFirstRun(directory, { existed, label: target.label }));
    app = createServer({
      directory,
      plugins,
      ...(settings.rateLimitPerMinute !== undefined && { rateLimitPerMinute: settings.rateLimitPerMinute }),
      ...(settings.authFailuresPerMinute !== undefined && { authFailuresPerMinute: settings.authFailuresPerMinute }),
      cors: { origins: corsOrigins },
      trustProxy: settings.trustProxy,
      signupMode: settings.signupMode,
    });
    await app.ready();
  } catch (error) {
    await directory.close();
    throw error;
  }

  const listen = () =>
    startServer(app, {
      port: settings.port,
      ...(settings.host !== undefined && { host: settings.host }),
      ...settings.limits,
      onClosed: () => directory.close(),
    });
  if (cluster.isWorker) {
    const running = await listen().catch(closing(directory));
    process.off('SIGTERM', stopEarly);
    stopOnSignals(running);
    return;
  }
  const announce = async (url: string, stopServing: () => Promise<unknown>) => {
    let notes: FirstRunNote[] = [];
    try {
      if (firstRun) notes = await app.firstRun({ url });
    } catch (error) {
      await stopServing();
      throw error;
    }
    print(
      values.json,
      {
        url,
        database: target.label,
        docs: `${url}/docs`,
        ...(web && { web: `${url}/` }),
        workers: settings.workers,
        ...Object.assign({}, ...notes.map((note) => note.fields ?? {})),
      },
      () => [
        `bankdir serves ${url}/v1 over ${target.label} with ${settings.workers === 1 ? 'one process' : `${settings.workers} worker processes`} (API reference: ${url}/docs${web ? `; web pages: ${url}/` : ''})`,
        ...notes.flatMap((note) => note.lines),
      ],
    );
  };
  if (settings.workers === 1) {
    const running = await listen().catch(closing(directory));
    await announce(running.url, () => running.close());
    stopOnSignals(running);
    return;
  }
  // The primary has migrated and seeded; it serves nothing itself, so its database closes once the plugins' first-run
  // hooks have run.
  const workers = await startWorkers(settings.workers, () => process.exit(1)).catch(closing(directory));
  const closePrimary = async () => {
    await app.closePlugins();
    await directory.close();
  };
  await announce(workers.url, async () => {
    await workers.stop();
    await closePrimary();
  });
  await closePrimary();
  stopWorkersOnSignals(workers);
}

/** Closes the directory, then rethrows: for a start that failed after the database was opened. */
function closing(directory: { close(): Promise<void> }): (error: unknown) => Promise<never> {
  return async (error) => {
    await directory.close();
    throw error;
  };
}
