import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiKeysPlugin } from '@bankdir/auth-api-keys';
import { bagOfWordsEmbedder } from '@bankdir/conformance';
import { createDirectory, type Directory } from '@bankdir/core';
import { seedDefaultData, shippedVectors } from '@bankdir/data';
import { openPostgresStorage } from '@bankdir/postgres';
import { createServer, type RunningServer, type ServerPlugin, silentLogger, startServer } from '@bankdir/server';
import { openSqliteStorage } from '@bankdir/sqlite';
import { createSeededTestDatabase } from '../../../postgres/test/support/index.ts';
import { type WebOptions, webPages } from '../../src/index.ts';

export interface WebTestServer {
  readonly url: string;
  readonly directory: Directory;
  /** An API key of a Pro account, for comparing the pages with /v1. */
  readonly apiKey: string;
  /** The `bankdir` command's flags that name the server's database (`--db FILE` or `--database-url URL`). */
  readonly databaseFlags: readonly string[];
  /** Makes the account an operator, as `bankdir accounts set-role ID operator` does. */
  makeOperator(accountId: string): Promise<void>;
  /** Adds this many member accounts, as `bankdir accounts create` does, for lists longer than a page. */
  addAccounts(count: number): Promise<void>;
  close(): Promise<void>;
}

export interface WebTestServerOptions {
  /** Mount the pages; default true (false: the server as `bankdir serve --no-web` runs it). */
  readonly web?: boolean;
  readonly webOptions?: WebOptions;
  /** Give the directory a small deterministic embedder, so that search in plain words works; default false. */
  readonly semantic?: boolean;
  /**
   * The storage engine; default PostgreSQL when BANKDIR_TEST_SERVER_ENGINE=postgres (scripts/run-tests.mjs sets it for
   * the files it runs again over PostgreSQL), else SQLite. PostgreSQL needs BANKDIR_TEST_POSTGRES_URL.
   */
  readonly engine?: 'sqlite' | 'postgres';
}

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');

/**
 * A bankdir server on 127.0.0.1 and a free port, over a new SQLite file (or a new PostgreSQL database) seeded with the
 * default data set (a thousand banks: start one per test file). On PostgreSQL, where the seed takes most of a minute,
 * the database is a copy of a template seeded once per run (createSeededTestDatabase); on SQLite, under
 * scripts/run-tests.mjs, a copy of a file seeded once per run (copySeededFile). The semantic index is then built on
 * the copy, as the seed builds it.
 */
export async function startWebTestServer(options: WebTestServerOptions = {}): Promise<WebTestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bankdir-web-test-'));
  const engine = options.engine ?? (process.env.BANKDIR_TEST_SERVER_ENGINE === 'postgres' ? 'postgres' : 'sqlite');
  const database = engine === 'postgres' ? await createSeededTestDatabase('web', { now: SEEDED_AT }) : undefined;
  const file = join(dir, 'web.sqlite');
  const copied = database !== undefined || (await copySeededFile(file));
  const storage = database ? await openPostgresStorage({ url: database.url }) : await openSqliteStorage({ file });
  const directory = createDirectory({
    storage,
    ...(options.semantic && { embedder: bagOfWordsEmbedder() }),
    warn: () => {},
  });
  if (!copied) await seedDefaultData(directory, { now: SEEDED_AT });
  else if (options.semantic) await directory.admin.reindex({ knownVectors: shippedVectors() });
  const auth = apiKeysPlugin();
  const plugins: ServerPlugin[] = [auth];
  if (options.web ?? true) plugins.push(webPages(options.webOptions));
  const app = createServer({ directory, plugins, log: silentLogger });
  const running: RunningServer = await startServer(app, {
    port: 0,
    host: '127.0.0.1',
    onClosed: () => directory.close(),
  });
  const account = await auth.store().createAccount({ name: 'Web test', plan: 'pro' });
  return {
    url: running.url,
    directory,
    apiKey: account.key.key,
    databaseFlags: database ? ['--database-url', database.url] : ['--db', file],
    async makeOperator(accountId) {
      await auth.store().setRole(accountId, 'operator');
    },
    async addAccounts(count) {
      for (let index = 1; index <= count; index += 1)
        await auth.store().createAccount({ name: `Added ${index}`, plan: 'free' });
    },
    async close() {
      await running.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A web test server (startWebTestServer, by default) and the id of its top-ranked bank, the one its tests open. */
export async function startWithTopBank(
  options: WebTestServerOptions = {},
): Promise<{ server: WebTestServer; bankId: string }> {
  const server = await startWebTestServer(options);
  const bankId = (await server.directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!.id;
  return { server, bankId };
}

/** The folder scripts/run-tests.mjs makes for its run (and removes after it). */
const RUN_FOLDER_VARIABLE = 'BANKDIR_TEST_RUN_FOLDER';
// How long a server waits for another process of the run to seed the template file before it seeds its own.
const TEMPLATE_WAIT_MS = 180_000;

/**
 * Copies the default data set, seeded into SQLite once per test run, to `file`; false (nothing done) outside
 * scripts/run-tests.mjs. The first process to need it seeds it in the run's folder under a lock (a folder made
 * atomically), the others wait for it: each then copies a file instead of seeding for seconds.
 */
async function copySeededFile(file: string): Promise<boolean> {
  const folder = process.env[RUN_FOLDER_VARIABLE];
  if (!folder) return false;
  const template = join(folder, 'web-seeded.sqlite');
  const lock = `${template}.building`;
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!existsSync(template)) {
    if (Date.now() > deadline) return false;
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const building = join(lock, 'web-seeded.sqlite');
      const directory = createDirectory({ storage: await openSqliteStorage({ file: building }), warn: () => {} });
      try {
        await seedDefaultData(directory, { now: SEEDED_AT });
      } finally {
        // Closing checkpoints the write-ahead log into the file: the file alone is the database.
        await directory.close();
      }
      renameSync(building, template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  copyFileSync(template, file);
  return true;
}
