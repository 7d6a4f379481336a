// @bankdir/server: the Koa host of the v1 API, its plugin API, and what the CLI and tests build on.
export { createServer, type BankdirApp, type ServerOptions } from './create-server.ts';
export { startServer, type RunningServer, type StartOptions } from './start-server.ts';
export type { AuthProvider, PluginContext, PluginRouter, Principal, ServerPlugin, ServerSettings } from './plugin.ts';
export type { ApiState, BodyState } from './state.ts';
export { consoleLogger, silentLogger, type Logger } from './log.ts';
export { routeTable, V1_PREFIX } from './routes/route-table.ts';
export type { PathParameter, RouteDefinition, RouteInput } from './routes/route-definition.ts';
export { buildOpenApiDocument, openApiPath } from './openapi/build-document.ts';
export { MAX_BODY_BYTES } from './middleware/json-body.ts';
