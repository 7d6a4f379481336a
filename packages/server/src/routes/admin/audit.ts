import { DirectoryError, isDirectoryError } from '@bankdir/core';
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
    async handle({ query }, services) {
      try {
        return await services.directory.admin.audit.list(query);
      } catch (error) {
        throw inQueryTerms(error);
      }
    },
  }),
];

/** The directory checks the time filters (since, until) as options; the API reports them at their query parameter. */
function inQueryTerms(error: unknown): unknown {
  if (!(isDirectoryError(error) && error.code === 'BAD_REQUEST' && error.issues)) return error;
  const issues = error.issues.map((issue) => ({ ...issue, path: ['query', ...issue.path] }));
  return DirectoryError.badRequest(error.message, issues);
}
