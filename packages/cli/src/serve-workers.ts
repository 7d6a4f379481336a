import cluster, { type Worker } from 'node:cluster';
import { consoleLogger, listeningUrl } from '@bankdir/server';
import { CommandError } from './cli-error.ts';

/** The worker processes of `bankdir serve --workers N`, seen from the primary. */
export interface Workers {
  /** The URL they all listen on. */
  url: string;
  /** SIGTERM to every worker, then waits until all have exited; true when each finished its shutdown cleanly. */
  stop(): Promise<boolean>;
}

/** A worker that dies this many times within a minute is not replaced again: the whole server stops. */
const RESTARTS_PER_MINUTE = 5;
/**
 * Replacements that exit before they listen this many times in a row fail the same way each time (a database that
 * became unreadable, a port taken): the whole server stops rather than forking them for ever, however slowly they fail.
 */
const FAILED_STARTS_IN_A_ROW = 3;

/**
 * Forks `count` workers running this same command line (node:cluster): each opens the database and listens on the
 * same port, and the primary hands them connections in turn. Resolves once every worker listens; rejects, having
 * stopped the others, when one exits before it listens. A worker that dies later is replaced (at most 5 times a
 * minute, and until 3 replacements in a row exit before listening; then the server stops and `onGiveUp` runs).
 */
export function startWorkers(count: number, onGiveUp: () => void): Promise<Workers> {
  let stopping = false;
  let started = false;
  const restarts: number[] = [];
  let failedStarts = 0;
  const listening = new Set<Worker>();
  return new Promise((resolve, reject) => {
    const stop = () => {
      stopping = true;
      const all = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
      const exits = all.map(
        (worker) => new Promise<boolean>((done) => worker.once('exit', (code) => done(code === 0))),
      );
      for (const worker of all) if (!worker.isDead()) worker.process.kill('SIGTERM');
      return Promise.all(exits).then((clean) => clean.every(Boolean));
    };
    cluster.on('listening', (worker, address) => {
      listening.add(worker);
      failedStarts = 0;
      if (started) consoleLogger.info(`worker ${worker.process.pid} listening in place of the one that exited`);
      if (!started && listening.size === count) {
        started = true;
        const family = address.addressType === 6 ? 'IPv6' : 'IPv4';
        resolve({ url: listeningUrl({ address: address.address ?? '0.0.0.0', family, port: address.port }), stop });
      }
    });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      if (!started) {
        void stop().then(() => reject(new CommandError('a worker failed to start; its error is above')));
        return;
      }
      if (!listening.delete(worker)) failedStarts++;
      const now = Date.now();
      restarts.push(now);
      while (restarts[0]! < now - 60_000) restarts.shift();
      consoleLogger.error(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`})`);
      if (restarts.length > RESTARTS_PER_MINUTE || failedStarts >= FAILED_STARTS_IN_A_ROW) {
        consoleLogger.error(
          failedStarts >= FAILED_STARTS_IN_A_ROW
            ? `${failedStarts} workers in a row exited before they listened (their error is above): stopping`
            : `workers keep dying (${restarts.length} in a minute): stopping`,
        );
        void stop().then(onGiveUp);
        return;
      }
      cluster.fork();
    });
    for (let i = 0; i < count; i++) cluster.fork();
  });
}
