import { consoleLogger, type RunningServer } from '@bankdir/server';

/** SIGTERM or SIGINT: graceful shutdown, then exit 0 (1 if it fails). A second signal exits at once. */
export function stopOnSignals(running: RunningServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      consoleLogger.info(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    consoleLogger.info(`${signal}: finishing in-flight requests, then closing the database…`);
    running.close().then(
      () => {
        consoleLogger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        consoleLogger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
