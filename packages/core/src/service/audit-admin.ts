import type { Directory } from '../directory.ts';
import { auditRecordInputOf, listAuditQueryOf, operatorOfParsed } from '../options/audit.ts';
import { paginationOf } from '../paging/page.ts';
import { recordAction } from './audit-trail.ts';
import type { ServiceContext } from './context.ts';

/** The operator's audit trail: reading it, and recording actions done outside the core (a plugin's accounts). */
export function auditAdmin(context: ServiceContext): Directory['admin']['audit'] {
  const { storage } = context;

  return {
    async list(options = {}) {
      const query = listAuditQueryOf(options);
      const page = await storage.audit.list(query);
      return {
        data: page.items,
        pagination: paginationOf(page, query.page.limit),
        message: 'Audit entries retrieved',
      };
    },

    async record(input) {
      const { action, subject, before, after, ...operator } = auditRecordInputOf(input);
      return storage.transaction((tx) =>
        recordAction(context, tx, operatorOfParsed(operator), {
          action,
          subject: subject ?? null,
          before,
          after,
        }),
      );
    },
  };
}
