// @bankdir/mcp: the bank directory's reads as Model Context Protocol tools, built from the server's route table.
export type { CallResult, DirectoryCaller } from './caller.ts';
export { type DirectoryTool, directoryTools, toolNameOf } from './directory-tools.ts';
export { type HttpCallerOptions, httpCaller } from './http-caller.ts';
export { LOCAL_OPERATOR, type LocalCallerOptions, localCaller } from './local-caller.ts';
export { type McpPluginOptions, mcpPlugin, mcpPlugin as default } from './mcp-plugin.ts';
export { createMcpServer, toolResultOf } from './mcp-server.ts';
export { type StdioTarget, serveMcpOverStdio } from './stdio.ts';
export { type ToolRequest, toolRequestOf } from './tool-request.ts';
