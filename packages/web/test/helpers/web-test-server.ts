import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiKeysPlugin } from '@bankdir/auth-api-keys';
import { bagOfWordsEmbedder } from '@bankdir/conformance';
import { createDirectory, type Directory } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { createServer, type RunningServer, type ServerPlugin, silentLogger, startServer } from '@bankdir/server';
import { openSqliteStorage } from '@bankdir/sqlite';
import { type WebOptions, webPages } from '../../src/index.ts';

export interface WebTestServer {
  readonly url: string;
  readonly directory: Directory;
  /** An API key of a Pro account, for comparing the pages with /v1. */
  readonly apiKey: string;
  close(): Promise<void>;
}

export interface WebTestServerOptions {
  /** Mount the pages; default true (false: the server as `bankdir serve --no-web` runs it). */
  readonly web?: boolean;
  readonly webOptions?: WebOptions;
  /** Give the directory a small deterministic embedder, so that search in plain words works; default false. */
  readonly semantic?: boolean;
}

/**
 * A bankdir server on 127.0.0.1 and a free port, over a new SQLite file seeded with the default data set (a thousand
 * banks: start one per test file).
 */
export async function startWebTestServer(options: WebTestServerOptions = {}): Promise<WebTestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bankdir-web-test-'));
  const storage = await openSqliteStorage({ file: join(dir, 'web.sqlite') });
  const directory = createDirectory({
    storage,
    ...(options.semantic && { embedder: bagOfWordsEmbedder() }),
    warn: () => {},
  });
  await seedDefaultData(directory, { now: new Date('2026-01-15T12:00:00Z') });
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
    async close() {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
