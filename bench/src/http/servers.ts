import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openApiKeyStore } from '@bankdir/auth-api-keys';
import { openSqliteStorage } from '@bankdir/sqlite';
import { FROM_SOURCE } from '../from-source.ts';

/** A server the load generator hits, in a process of its own. */
export interface RunningTarget {
  url: string;
  pid: number;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

const CLI = fileURLToPath(import.meta.resolve('bankdir/bankdir.js'));
const RAW_SERVER = fileURLToPath(new URL('../targets/raw-server.ts', import.meta.url));

export interface BankdirServerOptions {
  /** Where the server's stdout (its access log) goes, as it would go to a file in production. */
  logFile: string;
  /** `bankdir serve --workers N`; default 1, so that one server process compares with one baseline process. */
  workers?: number;
  /** Node flags before the script, e.g. --cpu-prof. */
  nodeFlags?: readonly string[];
  /** Extra environment, e.g. BANKDIR_EMBEDDER. */
  env?: Record<string, string>;
}

/**
 * `bankdir serve` over `file` exactly as an operator runs it (the CLI, its default plugins and access log), on a free
 * port of 127.0.0.1, with the rate limit set high enough never to refuse the load. Answers once /healthz answers 200.
 */
export async function startBankdir(file: string, options: BankdirServerOptions): Promise<RunningTarget> {
  const port = await freePort();
  const args = [
    ...(options.nodeFlags ?? []),
    ...FROM_SOURCE,
    CLI,
    'serve',
    '--db',
    file,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--rate-limit',
    '1000000000',
    '--workers',
    String(options.workers ?? 1),
  ];
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', log, 'inherit'],
    env: { ...process.env, BANKDIR_EMBEDDER: 'none', ...options.env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

/** The baseline server (targets/raw-server.ts) over a narrow copy; `nodeFlags` e.g. --cpu-prof. */
export async function startRaw(file: string, nodeFlags: readonly string[] = []): Promise<RunningTarget> {
  const child = spawn(process.execPath, [...nodeFlags, ...FROM_SOURCE, RAW_SERVER, file, '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([once(lines, 'line'), once(child, 'exit').then(() => [undefined])])) as [
    string | undefined,
  ];
  if (line === undefined) throw new Error('the baseline server did not start');
  lines.close();
  child.stdout!.resume();
  return { url: line, pid: child.pid!, stop: () => stopChild(child) };
}

/** Creates `count` accounts with the plan and answers their API keys, in the file's own API-key tables. */
export async function createKeys(file: string, count: number, plan: 'free' | 'pro'): Promise<string[]> {
  const storage = await openSqliteStorage({ file });
  try {
    const store = await openApiKeyStore(storage.database);
    const keys: string[] = [];
    for (let i = 0; i < count; i++) keys.push((await store.createAccount({ name: `Benchmark ${i}`, plan })).key.key);
    return keys;
  } finally {
    await storage.close();
  }
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server at ${url} did not answer /healthz within 2 minutes`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}
