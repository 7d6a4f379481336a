// @bankdir/server: the Koa host of the v1 API, its plugin API, and what the CLI and tests build on.

export {
  ACCOUNT_ROLES,
  ACCOUNT_STATES,
  type AccountKey,
  type AccountProfile,
  type AccountRole,
  type AccountState,
  type AccountsPage,
  type AccountsService,
  type Actor,
  type ClientInfo,
  type FormInput,
  type NewAccountKey,
  type NewInvite,
  type NewSession,
  SIGNUP_MODES,
  type SignupMode,
  type WebSession,
} from './accounts.ts';
export type {
  AuthAnswer,
  AuthChallenge,
  AuthProvider,
  AuthRefusal,
  AuthRequest,
  Principal,
} from './auth.ts';
export { checkedPrincipal, PrincipalSchema } from './auth-answer.ts';
export { type BearerToken, bearerTokenOf } from './bearer-token.ts';
export {
  type BankdirApp,
  createServer,
  DEFAULT_AUTH_FAILURES_PER_MINUTE,
  type ServerOptions,
} from './create-server.ts';
export { AuthFailureLimiter } from './http/auth-failure-limiter.ts';
export { guardHttpServer } from './http/guard-http-server.ts';
export { DEFAULT_HTTP_LIMITS, type HttpLimits, httpLimits } from './http/http-limits.ts';
export { consoleLogger, type Logger, silentLogger } from './log.ts';
export { type CorsOptions, checkedOrigins } from './middleware/cors.ts';
export { MAX_BODY_BYTES } from './middleware/json-body.ts';
export { newRequestId } from './middleware/request-id.ts';
export { requirePlanOf } from './middleware/require-plan.ts';
export { API_CONTENT_SECURITY_POLICY, DOCS_CONTENT_SECURITY_POLICY } from './middleware/security-headers.ts';
export { buildAdminOpenApiDocument } from './openapi/build-admin-document.ts';
export { buildOpenApiDocument } from './openapi/build-document.ts';
export { openApiPath } from './openapi/document-shell.ts';
export { type ParameterObject, parametersOf } from './openapi/parameters.ts';
export type {
  FirstRunContext,
  FirstRunNote,
  PluginContext,
  PluginRouter,
  ServerPlugin,
  ServerSettings,
} from './plugin.ts';
export type { AdminRouteDefinition, AdminServices } from './routes/admin/admin-services.ts';
export { ADMIN_PREFIX, adminRouteTable } from './routes/admin-route-table.ts';
export { handleRoute } from './routes/handle-route.ts';
export {
  type PathParameter,
  type RouteDefinition,
  type RouteInput,
  type RouteRequest,
  route,
} from './routes/route-definition.ts';
export { routeTable, V1_PREFIX } from './routes/route-table.ts';
export {
  CSRF_FIELD,
  CSRF_HEADER,
  isSameOrigin,
  isStateChanging,
  SESSION_COOKIE,
  type SessionCookieOptions,
  sessionCookieOptions,
} from './session-cookie.ts';
export { listeningUrl, type RunningServer, type StartOptions, startServer } from './start-server.ts';
export type { ApiState, BodyState } from './state.ts';
