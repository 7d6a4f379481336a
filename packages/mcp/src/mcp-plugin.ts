import { type Logger, routeTable, type ServerPlugin, silentLogger } from '@bankdir/server';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { directoryTools } from './directory-tools.ts';
import { localCaller } from './local-caller.ts';
import { createMcpServer } from './mcp-server.ts';

export interface McpPluginOptions {
  /** Where the endpoint is mounted; default /mcp. */
  path?: string;
}

/**
 * The MCP endpoint as a server plugin: streamable HTTP (stateless, JSON responses) at POST /mcp, behind the server's
 * authentication and rate limit like the v1 routes. Each tool carries its route's plan: a Free key calling a Pro tool
 * gets a PLAN_REQUIRED error result. GET and DELETE /mcp answer 405 (no sessions, no server-sent streams).
 */
export function mcpPlugin(options: McpPluginOptions = {}): ServerPlugin {
  const path = options.path ?? '/mcp';
  const tools = directoryTools(routeTable);
  let log: Logger = silentLogger;
  return {
    name: 'mcp',
    setup(context) {
      log = context.log;
    },
    authenticatedRoutes(router, directory) {
      router.post(path, async (ctx) => {
        const caller = localCaller({ directory, principal: ctx.state.principal!, requestId: ctx.state.requestId, log });
        const server = createMcpServer(caller, tools);
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        ctx.respond = false; // the transport writes the response itself
        ctx.res.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(ctx.req, ctx.res);
      });
    },
  };
}
