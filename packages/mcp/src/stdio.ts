import type { Directory } from '@bankdir/core';
import { routeTable } from '@bankdir/server';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { DirectoryCaller } from './caller.ts';
import { directoryTools } from './directory-tools.ts';
import { httpCaller } from './http-caller.ts';
import { LOCAL_OPERATOR, localCaller } from './local-caller.ts';
import { createMcpServer } from './mcp-server.ts';

/** Where the stdio server's tools go: a bankdir server with an API key, or a directory opened in this process. */
export type StdioTarget = { url: string; apiKey: string } | { directory: Directory };

/**
 * Serves the tools over stdin and stdout (what `bankdir mcp` runs for MCP clients that start a command) until the
 * client ends stdin; `closed` resolves then. Nothing else may write to stdout meanwhile; logs go to stderr.
 */
export async function serveMcpOverStdio(target: StdioTarget): Promise<{ closed: Promise<void> }> {
  const caller: DirectoryCaller =
    'directory' in target
      ? localCaller({
          directory: target.directory,
          principal: LOCAL_OPERATOR,
          log: { info: () => {}, error: (line, error) => process.stderr.write(`${line}: ${String(error)}\n`) },
        })
      : httpCaller(target);
  const server = createMcpServer(caller, directoryTools(routeTable));
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(transport);
  // The client ends stdin when it is done with the server: close, so the command can exit.
  process.stdin.once('end', () => void server.close());
  return { closed };
}
