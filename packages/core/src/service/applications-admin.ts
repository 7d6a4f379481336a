import type { Directory } from '../directory.ts';
import { operatorOfParsed } from '../options/audit.ts';
import {
  approveApplicationOptionsOf,
  listApplicationsQueryOf,
  rejectApplicationOptionsOf,
} from '../options/representatives.ts';
import { paginationOf } from '../paging/page.ts';
import type { ApplicationRecord } from '../storage.ts';
import { requireBank } from './access.ts';
import { requireApplication, requirePending } from './application-rules.ts';
import { recordAction } from './audit-trail.ts';
import type { ServiceContext } from './context.ts';

type ApplicationsAdmin = Pick<Directory['admin'], 'listApplications' | 'approveApplication' | 'rejectApplication'>;

/** The operator's side of representative applications: the queue and the decisions. */
export function applicationsAdmin(context: ServiceContext): ApplicationsAdmin {
  const { storage } = context;

  return {
    async listApplications(options = {}) {
      const query = listApplicationsQueryOf(options);
      const page = await storage.applications.list({
        ...(query.status !== undefined && { status: query.status }),
        ...(query.bankId !== undefined && { bankId: query.bankId }),
        page: query.page,
      });
      return {
        data: page.items,
        pagination: paginationOf(page, query.page.limit),
        message: 'Applications retrieved',
      };
    },

    async approveApplication(id, options = {}) {
      const { decidedBy, ...operator } = approveApplicationOptionsOf(options);
      const at = context.now();
      // The decision and the approval are one write: an approved application always has its representative.
      const application = await storage.transaction(async (tx) => {
        const before = await requireApplication(tx, id);
        requirePending(before, 'approved');
        const decided = (await tx.applications.decide(id, {
          status: 'APPROVED',
          decidedAt: at,
          ...(decidedBy !== undefined && { decidedBy }),
        }))!;
        await tx.representatives.approve(decided.accountId, decided.bankId, at);
        await recordAction(context, tx, operatorOfParsed(operator), decision('application.approve', before, decided));
        return decided;
      });
      const bank = await requireBank(context, application.bankId);
      return { application, claimedAt: bank.claimedAt };
    },

    async rejectApplication(id, options = {}) {
      const { decidedBy, ...operator } = rejectApplicationOptionsOf(options);
      const { reason } = operator;
      return storage.transaction(async (tx) => {
        const before = await requireApplication(tx, id);
        requirePending(before, 'rejected');
        const decided = (await tx.applications.decide(id, {
          status: 'REJECTED',
          decidedAt: context.now(),
          ...(decidedBy !== undefined && { decidedBy }),
          ...(reason !== undefined && { reason }),
        }))!;
        await recordAction(context, tx, operatorOfParsed(operator), decision('application.reject', before, decided));
        return decided;
      });
    },
  };
}

/** The audit entry's change of a decision: the application before and after. */
function decision(action: string, before: ApplicationRecord, after: ApplicationRecord) {
  return { action, subject: { type: 'application', id: before.id }, before, after };
}
