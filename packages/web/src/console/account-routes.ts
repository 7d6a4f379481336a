import type { AccountProfile } from '@bankdir/server';
import { type AccountForm, accountPage, accountsPage, consoleAccountHref } from './accounts-page.ts';
import type { ConsoleFormRequest, ConsoleRoutes } from './console-routes.ts';
import { doneHref } from './done-messages.ts';
import { operatorOptions } from './operator-session.ts';

/** An account as the audit trail shows it (the same fields as the CLI's account commands record). */
const accountFields = (account: AccountProfile) => ({
  name: account.name,
  email: account.email,
  plan: account.plan,
  role: account.role,
  state: account.state,
});

type AccountChange = (request: ConsoleFormRequest, accountId: string) => Promise<AccountProfile>;

/**
 * The accounts: the list, one account's page, and its changes through the accounts service. The accounts live in the
 * auth plugin's tables: each change is recorded in the audit trail right after it, as the CLI does.
 */
export function mountAccountRoutes(routes: ConsoleRoutes): void {
  routes.page('/admin/accounts', accountsPage);
  routes.page('/admin/accounts/:id', (request) => accountPage(request));

  const change = (
    path: string,
    form: AccountForm,
    action: string,
    done: Parameters<typeof doneHref>[1],
    apply: AccountChange,
  ) =>
    routes.form(
      `/admin/accounts/:id/${path}`,
      async (request) => {
        const id = request.ctx.params.id ?? '';
        const before = await request.accounts.accountOf(id);
        const after = await apply(request, id);
        await request.directory.admin.audit.record({
          action,
          subject: { type: 'account', id },
          before: before ? accountFields(before) : null,
          after: accountFields(after),
          ...operatorOptions(request.operator, request.fields.reason),
        });
        return doneHref(consoleAccountHref(id), done);
      },
      (request, problem) => accountPage(request, { form, problem }),
    );
  const actorOf = (request: ConsoleFormRequest) => ({ accountId: request.operator.account.id });
  change('plan', 'plan', 'account.setPlan', 'plan-changed', (request, id) =>
    request.accounts.setPlan(actorOf(request), id, { plan: request.fields.plan }),
  );
  change('role', 'role', 'account.setRole', 'role-changed', (request, id) =>
    request.accounts.setRole(actorOf(request), id, { role: request.fields.role }),
  );
  change('disable', 'state', 'account.disable', 'disabled', (request, id) =>
    request.accounts.disable(actorOf(request), id),
  );
  change('enable', 'state', 'account.enable', 'enabled', (request, id) =>
    request.accounts.enable(actorOf(request), id),
  );

  routes.form(
    '/admin/accounts/:id/keys/:keyId/revoke',
    async (request) => {
      const id = request.ctx.params.id ?? '';
      const key = await request.accounts.revokeAccountKey(actorOf(request), id, request.ctx.params.keyId ?? '');
      await request.directory.admin.audit.record({
        action: 'key.revoke',
        subject: { type: 'key', id: key.id },
        after: { accountId: id, revokedAt: key.revokedAt },
        ...operatorOptions(request.operator, request.fields.reason),
      });
      return doneHref(consoleAccountHref(id), 'key-revoked');
    },
    (request, problem) => accountPage(request, { form: 'key', problem }),
  );
}
