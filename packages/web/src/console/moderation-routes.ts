import type { ConsoleRoutes } from './console-routes.ts';
import { doneHref } from './done-messages.ts';
import { hidePage, type Moderated, moderationPage } from './moderation-page.ts';
import { operatorOptions } from './operator-session.ts';

/** Moderation: the page of latest and hidden items, and hiding (with a reason) and unhiding a story or a product. */
export function mountModerationRoutes(routes: ConsoleRoutes): void {
  routes.page('/admin/moderation', moderationPage);
  for (const kind of ['stories', 'products'] as const satisfies readonly Moderated[]) {
    routes.page(`/admin/${kind}/:id/hide`, (request) => hidePage(request, kind));
    routes.form(
      `/admin/${kind}/:id/hide`,
      async ({ directory, ctx, operator, fields }) => {
        const id = ctx.params.id ?? '';
        const options = operatorOptions(operator, fields.reason);
        await (kind === 'stories' ? directory.admin.hideStory(id, options) : directory.admin.hideProduct(id, options));
        return doneHref('/admin/moderation', 'hidden');
      },
      (request, problem) => hidePage(request, kind, problem),
    );
    routes.form(
      `/admin/${kind}/:id/unhide`,
      async ({ directory, ctx, operator, fields }) => {
        const id = ctx.params.id ?? '';
        const options = operatorOptions(operator, fields.reason);
        await (kind === 'stories'
          ? directory.admin.unhideStory(id, options)
          : directory.admin.unhideProduct(id, options));
        return doneHref('/admin/moderation', 'unhidden');
      },
      moderationPage,
    );
  }
}
