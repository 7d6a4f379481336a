import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiKeyStore, apiKeysPlugin } from '@bankdir/auth-api-keys';
import {
  bagOfWordsEmbedder,
  type DirectoryData,
  generateDirectoryData,
  insertDirectoryData,
} from '@bankdir/conformance';
import { createDirectory, type Directory, type Embedder } from '@bankdir/core';
import { rateLimitPlugin } from '@bankdir/rate-limit';
import { openSqliteStorage } from '@bankdir/sqlite';
import {
  type BankdirApp,
  createServer,
  type Logger,
  type RunningServer,
  type ServerOptions,
  type ServerPlugin,
  type StartOptions,
  startServer,
} from '../../src/index.ts';
import { memoryVectors, withVectors } from './memory-vectors.ts';
import { openPostgresTestStorage, testServerEngine } from './test-engine.ts';

/** The small deterministic directory every server test reads: 30 banks over 4 countries, votes and products. */
export const TEST_DATA_OPTIONS = {
  seed: 20_250_711,
  banks: 30,
  countries: 4,
  votesPerBank: 8,
  productsPerBank: 2,
  accounts: 40,
} as const;

export interface TestServerOptions {
  /** The rate limit per key and minute; default 0 (off) so that tests do not trip over it. */
  rateLimitPerMinute?: number;
  /** The rate limiter's clock, in ms. */
  now?: () => number;
  /** Plugins put before the defaults (auth-api-keys, rate-limit). */
  extraPlugins?: ServerPlugin[];
  /** Semantic search with a tiny bag-of-words embedder over an in-memory index; default true. */
  semanticSearch?: boolean;
  /** The embedder semantic search uses instead of the bag-of-words one. */
  embedder?: Embedder;
  /** More createServer options (CORS, auth-failure limits ...). */
  server?: Partial<Omit<ServerOptions, 'directory' | 'plugins'>>;
  /** More startServer options (timeouts, connection cap ...). */
  start?: Partial<StartOptions>;
}

export interface TestServer {
  readonly url: string;
  readonly app: BankdirApp;
  readonly running: RunningServer;
  readonly directory: Directory;
  readonly store: ApiKeyStore;
  readonly data: DirectoryData;
  /** The SQLite file behind the directory. */
  readonly file: string;
  /** Every line the server logged. */
  readonly logs: string[];
  /** Keys: PRO, FREE, a FREE approved representative of `repBankId`, a revoked PRO key. */
  readonly keys: { pro: string; free: string; rep: string; revoked: string };
  readonly accounts: { pro: string; free: string; rep: string };
  /** The bank the `rep` account represents. */
  readonly repBankId: string;
  /** A bank no test key represents. */
  readonly otherBankId: string;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface RequestOptions {
  /** The API key to send as a Bearer token; null sends no Authorization header. Default: the PRO key. */
  key?: string | null;
  /** A JSON body, sent with Content-Type: application/json. */
  json?: unknown;
  /** A raw body, sent with the headers given. */
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  body: any;
  text: string;
}

let template: Promise<string> | undefined;

/**
 * A SQLite file migrated and holding the test data, made once per process: each SQLite test server starts from a copy
 * of it (opening the copy finds every migration applied), not from migrating and filling a new file.
 */
function sqliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bankdir-server-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'template.sqlite');
    const storage = await openSqliteStorage({ file });
    await insertDirectoryData(storage, generateDirectoryData(TEST_DATA_OPTIONS));
    // Closing the only connection checkpoints the WAL into the file, so the file alone is the whole database.
    await storage.close();
    return file;
  })();
  return template;
}

async function openSqliteCopy(file: string) {
  copyFileSync(await sqliteTemplate(), file);
  return openSqliteStorage({ file });
}

/**
 * A real server on 127.0.0.1 and a free port, over a temporary SQLite file seeded with the test data; over a fresh
 * PostgreSQL schema instead when BANKDIR_TEST_SERVER_ENGINE=postgres (`npm test` runs the HTTP tests once that way).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bankdir-server-test-'));
  const file = join(dir, 'test.sqlite');
  const onPostgres = testServerEngine() === 'postgres';
  const opened = onPostgres ? await openPostgresTestStorage() : await openSqliteCopy(file);
  const data = generateDirectoryData(TEST_DATA_OPTIONS);
  if (onPostgres) await insertDirectoryData(opened, data);
  const semantic = options.semanticSearch ?? true;
  const storage = semantic ? withVectors(opened, memoryVectors()) : opened;
  const directory = createDirectory({
    storage,
    ...(semantic && { embedder: options.embedder ?? bagOfWordsEmbedder() }),
    warn: () => {},
  });

  const logs: string[] = [];
  const log: Logger = {
    info: (line) => logs.push(line),
    error: (line, error) => logs.push(`ERROR ${line} ${error instanceof Error ? error.stack : ''}`),
  };
  const auth = apiKeysPlugin();
  const plugins = [...(options.extraPlugins ?? []), auth, rateLimitPlugin(options.now ? { now: options.now } : {})];
  const app = createServer({
    directory,
    plugins,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
    // Off unless a test asks: many tests send refused keys on purpose, all from 127.0.0.1.
    authFailuresPerMinute: 0,
    log,
    ...options.server,
  });
  const running = await startServer(app, {
    port: 0,
    host: '127.0.0.1',
    onClosed: () => directory.close(),
    ...options.start,
  });

  const store = auth.store();
  const pro = await store.createAccount({ name: 'Pro Tester', plan: 'pro' });
  const free = await store.createAccount({ name: 'Free Tester', plan: 'free' });
  const rep = await store.createAccount({ name: 'Representative', plan: 'free' });
  const revoked = await store.createKey(pro.account.id);
  await store.revokeKey(revoked.id);
  const repBankId = data.banks[0]!.id;
  const otherBankId = data.banks[1]!.id;
  await directory.admin.approveRepresentative(rep.account.id, repBankId);

  const keys = { pro: pro.key.key, free: free.key.key, rep: rep.key.key, revoked: revoked.key };
  const url = running.url;
  return {
    url,
    app,
    running,
    directory,
    store,
    data,
    get file() {
      if (onPostgres) throw new Error('this test reads the SQLite file: it runs on SQLite only');
      return file;
    },
    logs,
    keys,
    accounts: { pro: pro.account.id, free: free.account.id, rep: rep.account.id },
    repBankId,
    otherBankId,
    request: (method, path, requestOptions = {}) => send(url, keys.pro, method, path, requestOptions),
    async close() {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

function isStaleSocket(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
}

async function send(
  url: string,
  defaultKey: string,
  method: string,
  path: string,
  options: RequestOptions,
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? defaultKey : options.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  let body: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  const init = { method, headers, ...(body !== undefined && { body }) };
  const response = await fetch(`${url}${path}`, init).catch((error: unknown) => {
    // An idle keep-alive socket the server closed just as fetch reused it (after seconds of work in a test, under load):
    // an idempotent request is sent again on a new socket, as browsers do.
    if (!IDEMPOTENT.has(method) || !isStaleSocket(error)) throw error;
    return fetch(`${url}${path}`, init);
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
