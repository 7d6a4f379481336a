import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A PostgreSQL cluster of one test's own, to restart and kill at will without disturbing the shared cluster that other
// test files use at the same time (scripts/with-postgres.sh). As root it runs as the `postgres` user.

const BIN_ROOT = '/usr/lib/postgresql';

function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!existsSync(BIN_ROOT)) return undefined;
  const versions = readdirSync(BIN_ROOT).sort((a, b) => Number(a) - Number(b));
  const bin = versions.length > 0 ? join(BIN_ROOT, versions.at(-1)!, 'bin') : undefined;
  return bin && existsSync(join(bin, 'pg_ctl')) ? bin : undefined;
}

/** The `skip` option of a test that runs its own cluster: false when PostgreSQL is installed; else one line, or under CI an error. */
export function skipWithoutPostgresServer(): string | false {
  if (postgresBin()) return false;
  const reason = `PostgreSQL fault tests skipped: no PostgreSQL server under ${BIN_ROOT} (set PG_BIN to the folder holding pg_ctl)`;
  if (process.env.CI) throw new Error(`CI is set but ${reason.replace(' skipped', ' cannot run')}`);
  return reason;
}

export interface OwnPostgres {
  /** The URL of the `postgres` database; `databaseUrl(name)` for another. */
  readonly url: string;
  databaseUrl(name: string): string;
  /** Runs one statement with psql as the superuser on the `postgres` database; answers its rows, unaligned. */
  psql(statement: string): string;
  /** pg_ctl restart: `fast` ends every session cleanly (57P01), `immediate` is a crash and a recovery. */
  restart(mode: 'fast' | 'immediate'): void;
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the cluster and removes its folder. */
  remove(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server installed');
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-own-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    chownSync(folder, Number(ids), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(folder, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const pgCtl = (args: string[]) => run('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-w', ...args]);
  const start = () => pgCtl(['-o', options, 'start']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const databaseUrl = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url,
    databaseUrl,
    psql: (statement) =>
      execFileSync(join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-Atc',
        statement,
      ])
        .toString()
        .trim(),
    restart: (mode) => pgCtl(['-m', mode, '-o', options, 'restart']),
    stop: (mode) => pgCtl(['-m', mode, 'stop']),
    start,
    remove() {
      try {
        pgCtl(['-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
