import { serveMcpOverStdio } from '@bankdir/mcp';
import { parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { embedderForCli } from '../embedder.ts';

/** Where `bankdir mcp` sends its calls when BANKDIR_API_KEY is set and neither --url nor BANKDIR_URL says. */
export const DEFAULT_SERVER_URL = 'http://localhost:3000';

/**
 * bankdir mcp [--url URL] [--db FILE]: the directory's MCP tools over stdio, for MCP clients that start a command.
 * With BANKDIR_API_KEY it calls a bankdir server (--url, else BANKDIR_URL, else http://localhost:3000) with that key,
 * whose plan decides which tools answer; without, it serves the local database directly, as its operator. It runs
 * until the client ends stdin. Nothing but the protocol goes to stdout.
 */
export async function mcpCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { values } = parseCommand('mcp', args, { url: { type: 'string' } });
  const apiKey = env.BANKDIR_API_KEY?.trim();
  if (apiKey) {
    const url = values.url ?? (env.BANKDIR_URL?.trim() || DEFAULT_SERVER_URL);
    await (await serveMcpOverStdio({ url, apiKey })).closed;
    return;
  }
  if (values.url !== undefined) throw new UsageError('mcp: --url needs BANKDIR_API_KEY, the API key to call it with');
  const opened = await openExisting(databaseTarget(values), await embedderForCli(env));
  await withDatabase(opened, async ({ directory }) => {
    await (await serveMcpOverStdio({ directory })).closed;
  });
}
