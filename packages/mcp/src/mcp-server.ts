import { API_VERSION, failureBody } from '@bankdir/core';
import { newRequestId } from '@bankdir/server';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { CallResult, DirectoryCaller } from './caller.ts';
import type { DirectoryTool } from './directory-tools.ts';
import { toolRequestOf } from './tool-request.ts';

const INSTRUCTIONS = `bankdir is an open bank directory: banks with community votes, scores and ranks, bank products with rates and fees, countries, stories, and natural-language bank search. Every tool answers the JSON body of the matching v1 API endpoint: lists are paginated by cursor (pass pagination.nextCursor as starting_after for the next page).`;

/**
 * An MCP server offering `tools`, each answered by `caller`. It is the SDK's low-level Server because the tools'
 * JSON Schemas come from the core's valibot schemas (through the route table), not from zod.
 */
export function createMcpServer(caller: DirectoryCaller, tools: readonly DirectoryTool[]): Server {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  // The low-level Server (marked deprecated for everyday use): the high-level McpServer takes zod schemas only.
  const server = new Server(
    { name: 'bankdir', title: 'bankdir bank directory', version: API_VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema,
      annotations: { title: tool.title, readOnlyHint: true, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `No tool named ${request.params.name}.`);
    let result: CallResult;
    try {
      result = await caller(toolRequestOf(tool.route, request.params.arguments));
    } catch (error) {
      result = { ok: false, body: failureBody(error, newRequestId()) };
    }
    return toolResultOf(result);
  });
  return server;
}

/**
 * The success body as structured content (and as JSON text for clients that read only text); a failure as an error
 * result whose text is the failure body, with its code, message and issues.
 */
export function toolResultOf(result: CallResult): CallToolResult {
  const text = JSON.stringify(result.body);
  if (!result.ok) return { isError: true, content: [{ type: 'text', text }] };
  return { content: [{ type: 'text', text }], structuredContent: result.body as unknown as Record<string, unknown> };
}
