import { applicationsPage, rejectApplicationPage, requiredReason } from './applications-page.ts';
import type { ConsoleRoutes } from './console-routes.ts';
import { doneHref } from './done-messages.ts';
import { operatorOptions } from './operator-session.ts';

/** The representatives' applications: the queue, an approval, a rejection with its reason. */
export function mountApplicationRoutes(routes: ConsoleRoutes): void {
  routes.page('/admin/applications', applicationsPage);
  routes.form(
    '/admin/applications/:id/approve',
    async ({ directory, ctx, operator }) => {
      await directory.admin.approveApplication(ctx.params.id ?? '', {
        ...operatorOptions(operator),
        decidedBy: operator.account.id,
      });
      return doneHref('/admin/applications', 'approved');
    },
    applicationsPage,
  );
  routes.page('/admin/applications/:id/reject', (request) => rejectApplicationPage(request));
  routes.form(
    '/admin/applications/:id/reject',
    async ({ directory, ctx, operator, fields }) => {
      await directory.admin.rejectApplication(ctx.params.id ?? '', {
        ...operatorOptions(operator, requiredReason(fields.reason)),
        decidedBy: operator.account.id,
      });
      return doneHref('/admin/applications', 'rejected');
    },
    rejectApplicationPage,
  );
}
