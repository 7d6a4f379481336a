import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The real CLI entry: bankdir.js, as `npx bankdir` runs it. */
export const BIN = fileURLToPath(new URL('../../bankdir.js', import.meta.url));

/**
 * Node flags that make BIN run src/main.ts through tsx (the `@bankdir/source` condition), so no test needs a build.
 * tsx by its resolved URL: a bare `--import tsx` is looked up from the working directory, which may be outside the
 * repository.
 */
export const FROM_SOURCE = ['--conditions=@bankdir/source', '--import', import.meta.resolve('tsx')];

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment without anything that would point the CLI at another database, port or limit. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'INIT_CWD',
    'BANKDIR_DB',
    'PORT',
    'BANKDIR_RATE_LIMIT_PER_MINUTE',
    'BANKDIR_DEBUG',
    'BANKDIR_EMBEDDER',
    'BANKDIR_WORKERS',
  ])
    delete env[name];
  // Semantic search off unless a test asks for it: embedding the whole data set would take most of a minute each time.
  // One process unless a test asks for workers (the default, one per core, would start as many as the machine has).
  return { ...env, BANKDIR_EMBEDDER: 'none', BANKDIR_WORKERS: '1', ...extra };
}

/** Runs one CLI command to its end; `input`, when given, is its whole stdin. */
export function runCli(
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...FROM_SOURCE, BIN, ...args], {
      cwd: options.cwd,
      env: options.env ?? cleanEnv(),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (options.input !== undefined) child.stdin.end(options.input);
  });
}

/** A running `bankdir serve`, with what it printed so far. */
export interface ServeProcess {
  child: ChildProcess;
  output(): string;
  /** What it wrote to stderr so far. */
  errorOutput(): string;
  /** Resolves with the first match of `pattern` in stdout. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function startServe(
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): ServeProcess {
  const child = spawn(process.execPath, [...FROM_SOURCE, BIN, 'serve', ...args], {
    cwd: options.cwd,
    env: options.env ?? cleanEnv(),
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    child,
    output: () => stdout,
    errorOutput: () => stderr,
    waitFor(pattern, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          const match = stdout.match(pattern);
          if (match) return resolve(match);
          if (child.exitCode !== null) return reject(new Error(`bankdir serve exited (${child.exitCode}): ${stderr}`));
          if (Date.now() - started > timeoutMs)
            return reject(new Error(`timed out waiting for ${pattern}; stdout: ${stdout}; stderr: ${stderr}`));
          setTimeout(check, 25);
        };
        check();
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Waits for the next clock minute when fewer than `margin` ms of this one are left: a served rate limit counts per
 * clock minute, so a burst that crossed one would start its count afresh.
 */
export async function startOfAFreshMinuteIfNeeded(margin = 10_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
