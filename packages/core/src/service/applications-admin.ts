import type { Directory } from '../directory.ts';
import {
  approveApplicationOptionsOf,
  listApplicationsQueryOf,
  rejectApplicationOptionsOf,
} from '../options/representatives.ts';
import { paginationOf } from '../paging/page.ts';
import { requireBank } from './access.ts';
import { requireApplication, requirePending } from './application-rules.ts';
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
      const { decidedBy } = approveApplicationOptionsOf(options);
      const at = context.now();
      // The decision and the approval are one write: an approved application always has its representative.
      const application = await storage.transaction(async (tx) => {
        requirePending(await requireApplication(tx, id), 'approved');
        const decided = (await tx.applications.decide(id, {
          status: 'APPROVED',
          decidedAt: at,
          ...(decidedBy !== undefined && { decidedBy }),
        }))!;
        await tx.representatives.approve(decided.accountId, decided.bankId, at);
        return decided;
      });
      const bank = await requireBank(context, application.bankId);
      return { application, claimedAt: bank.claimedAt };
    },

    async rejectApplication(id, options = {}) {
      const { decidedBy, reason } = rejectApplicationOptionsOf(options);
      return storage.transaction(async (tx) => {
        requirePending(await requireApplication(tx, id), 'rejected');
        return (await tx.applications.decide(id, {
          status: 'REJECTED',
          decidedAt: context.now(),
          ...(decidedBy !== undefined && { decidedBy }),
          ...(reason !== undefined && { reason }),
        }))!;
      });
    },
  };
}
