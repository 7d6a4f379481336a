import type { Directory } from '../directory.ts';
import { applicationInputOf } from '../options/representatives.ts';
import { readAllPages } from '../paging/page.ts';
import { requireBank } from './access.ts';
import { applicationNotFound, requireApplication, requireMayApply, requirePending } from './application-rules.ts';
import type { ServiceContext } from './context.ts';

/** An account's side of representing a bank: applying, withdrawing, and its own applications. */
export function representativesService(context: ServiceContext): Directory['representatives'] {
  const { storage } = context;

  return {
    async apply(principal, bankId, input) {
      const { note } = applicationInputOf(input);
      await requireBank(context, bankId);
      const application = await storage.transaction(async (tx) => {
        await requireMayApply(tx, principal.accountId, bankId);
        return tx.applications.create(
          { id: context.newId('app'), accountId: principal.accountId, bankId, note },
          context.now(),
        );
      });
      return { data: application, message: 'Application submitted', created: true };
    },

    async withdraw(principal, applicationId) {
      const application = await storage.transaction(async (tx) => {
        const current = await requireApplication(tx, applicationId);
        // Another account's application is as good as absent.
        if (current.accountId !== principal.accountId) throw applicationNotFound(applicationId);
        requirePending(current, 'withdrawn');
        return (await tx.applications.decide(applicationId, { status: 'WITHDRAWN', decidedAt: context.now() }))!;
      });
      return { data: application, message: 'Application withdrawn' };
    },

    async listMine(principal) {
      const applications = await readAllPages((page) =>
        storage.applications.list({ accountId: principal.accountId, page }),
      );
      return { data: applications, message: 'Applications retrieved' };
    },
  };
}
