import cluster from 'node:cluster';
import { consoleLogger } from '@bankdir/server';
import type { Workers } from './serve-workers.ts';

/**
 * SIGTERM or SIGINT: graceful shutdown, then exit 0 (1 if it fails). A second signal exits at once. In a worker of
 * `serve --workers N` the primary decides: SIGINT (which a terminal sends to every process) is left to it, and the
 * worker stops on the SIGTERM the primary sends, or when the primary is gone.
 */
export function stopOnSignals(running: { close(): Promise<void> }): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      consoleLogger.info(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    if (!cluster.isWorker) consoleLogger.info(`${signal}: finishing in-flight requests, then closing the database…`);
    running.close().then(
      () => {
        if (!cluster.isWorker) consoleLogger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        consoleLogger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  if (cluster.isWorker) {
    process.on('SIGINT', () => {});
    process.on('disconnect', () => stop('the primary process is gone'));
  } else {
    process.on('SIGINT', stop);
  }
}

/** The primary of `serve --workers N`: SIGTERM or SIGINT stops every worker gracefully, then exits (0 when all stopped cleanly). A second signal exits at once. */
export function stopWorkersOnSignals(workers: Workers): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      consoleLogger.info(`${signal} again: exiting now`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    consoleLogger.info(`${signal}: every worker finishes its in-flight requests and closes the database…`);
    workers.stop().then((clean) => {
      consoleLogger.info(clean ? 'stopped' : 'stopped (a worker failed to shut down cleanly)');
      process.exit(clean ? 0 : 1);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
