import assert from 'node:assert/strict';
import { runCli } from '../../../cli/test/helpers/cli.ts';
import type { WebTestServer } from './web-test-server.ts';

/**
 * Runs the real `bankdir` binary (from source, as the CLI's own slow tests do) on the database the test server uses, as
 * its operator would beside the running server; what it printed on stdout.
 */
export async function bankdirCommand(server: WebTestServer, ...args: string[]): Promise<string> {
  const result = await runCli([...args, ...server.databaseFlags]);
  assert.equal(result.code, 0, `bankdir ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}
