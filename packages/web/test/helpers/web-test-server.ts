import { mkdtempSync, rmSync } from 'node:fs';
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
  close(): Promise<void>;
}

export interface WebTestServerOptions {
  /** Mount the pages; default true (false: the server as `bankdir serve --no-web` runs it). */
  readonly web?: boolean;
  readonly webOptions?: WebOptions;
  /** Give the directory a small deterministic embedder, so that search in plain words works; default false. */
  readonly semantic?: boolean;
  /** The storage engine; default SQLite. PostgreSQL needs BANKDIR_TEST_POSTGRES_URL (scripts/with-postgres.sh). */
  readonly engine?: 'sqlite' | 'postgres';
}

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');

/**
 * A bankdir server on 127.0.0.1 and a free port, over a new SQLite file (or a new PostgreSQL database) seeded with the
 * default data set (a thousand banks: start one per test file). On PostgreSQL, where the seed takes most of a minute,
 * the database is a copy of a template seeded once per run (createSeededTestDatabase), and the semantic index is
 * built on the copy, as the seed builds it.
 */
export async function startWebTestServer(options: WebTestServerOptions = {}): Promise<WebTestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bankdir-web-test-'));
  const database =
    options.engine === 'postgres' ? await createSeededTestDatabase('web', { now: SEEDED_AT }) : undefined;
  const file = join(dir, 'web.sqlite');
  const storage = database ? await openPostgresStorage({ url: database.url }) : await openSqliteStorage({ file });
  const directory = createDirectory({
    storage,
    ...(options.semantic && { embedder: bagOfWordsEmbedder() }),
    warn: () => {},
  });
  if (!database) await seedDefaultData(directory, { now: SEEDED_AT });
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
    async close() {
      await running.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
