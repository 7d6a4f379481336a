import type { Directory } from '@bankdir/core';
import type { PluginRouter } from '@bankdir/server';
import type { AccountsOf } from '../accounts/sessions.ts';
import type { PageContent } from '../layout.ts';
import type { WebContext } from '../web-context.ts';
import { mountAccountRoutes } from './account-routes.ts';
import { mountApplicationRoutes } from './application-routes.ts';
import { auditPage } from './audit-page.ts';
import { mountBankRoutes } from './bank-routes.ts';
import { consoleRoutes } from './console-routes.ts';
import { dashboardPage } from './dashboard-page.ts';
import { mountModerationRoutes } from './moderation-routes.ts';
import { mountTransferRoutes } from './transfer-routes.ts';

/** The operator's console under /admin: dashboard, banks, applications, moderation, accounts, import and export, and the audit trail. */
export function mountConsole(
  router: PluginRouter,
  directory: Directory,
  accounts: AccountsOf,
  send: (ctx: WebContext, page: PageContent) => Promise<void>,
): void {
  const routes = consoleRoutes(router, directory, accounts, send);
  routes.page('/admin', dashboardPage);
  mountBankRoutes(routes);
  mountApplicationRoutes(routes);
  mountModerationRoutes(routes);
  mountAccountRoutes(routes);
  mountTransferRoutes(routes, router, directory, accounts, send);
  routes.page('/admin/audit', auditPage);
}
