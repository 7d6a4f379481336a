import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DebuggableChromium {
  /** The DevTools protocol port, for tools that attach by port (Lighthouse). */
  readonly port: number;
  close(): Promise<void>;
}

/** Headless Chromium with its DevTools protocol on a free port of 127.0.0.1 and a throw-away profile. */
export async function startDebuggableChromium(executable: string): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bankdir-chromium-'));
  const child: ChildProcess = spawn(
    executable,
    [
      '--headless=new',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
  child.stderr!.resume();
  return {
    port,
    async close() {
      child.kill();
      await exited;
      // Chromium's helper processes may still be writing into the profile for a moment after the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
