import { adminAccountRoutes } from './admin/accounts.ts';
import type { AdminRouteDefinition } from './admin/admin-services.ts';
import { adminApplicationRoutes } from './admin/applications.ts';
import { adminAuditRoutes } from './admin/audit.ts';
import { adminBankRoutes } from './admin/banks.ts';
import { adminModerationRoutes } from './admin/moderation.ts';

/** The base path of every admin route. */
export const ADMIN_PREFIX = '/admin/v1';

/**
 * Every endpoint of the admin API, for operators' scripts: its router, its OpenAPI document and its tests read this
 * one list. Never part of the v1 table, its document or MCP.
 */
export const adminRouteTable: readonly AdminRouteDefinition[] = [
  ...adminBankRoutes,
  ...adminApplicationRoutes,
  ...adminModerationRoutes,
  ...adminAccountRoutes,
  ...adminAuditRoutes,
];
