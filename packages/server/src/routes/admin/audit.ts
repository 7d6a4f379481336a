import { AdminListAuditQuerySchema } from '@bankdir/core/query';
import * as v from 'valibot';
import { AuditEntrySchema } from './admin-schemas.ts';
import { type AdminRouteDefinition, adminRoute } from './admin-services.ts';

export const adminAuditRoutes: readonly AdminRouteDefinition[] = [
  adminRoute({
    method: 'GET',
    path: '/audit',
    operationId: 'adminListAudit',
    tag: 'admin-audit',
    summary: 'Read the audit trail',
    description:
      'Every operator action (CLI, admin API, console), newest first, paginated by cursor: who, what, when, the values before and after, and why. Filters as `bankdir audit`: `actorId`, `action` (and the actions under it: `bank` keeps bank.create, bank.update...), `since`, `until`.',
    query: AdminListAuditQuerySchema,
    response: v.array(AuditEntrySchema),
    paginated: true,
    success: [200],
    handle: ({ query }, services) => services.directory.admin.audit.list(query),
  }),
];
