import { DirectoryError } from '@bankdir/core';
import { paginationOf } from '@bankdir/core/driver';
import {
  AdminListAccountsQuerySchema,
  AdminPlanBodySchema,
  AdminReasonBodySchema,
  AdminReasonQuerySchema,
  AdminRequiredReasonBodySchema,
  AdminRoleBodySchema,
} from '@bankdir/core/query';
import * as v from 'valibot';
import type { AccountProfile, AccountsService } from '../../accounts.ts';
import type { PathParameter, RouteDefinition } from '../route-definition.ts';
import { AccountKeySchema, AccountSchema } from './admin-schemas.ts';
import {
  type AdminRouteDefinition,
  type AdminServices,
  accountsOf,
  adminRoute,
  operatorOptions,
} from './admin-services.ts';

const accountId: PathParameter = { description: 'The account, e.g. acct_…' };
const NO_ACCOUNT = 'No account has this id.';
/** The default page of GET /admin/v1/accounts, as the accounts seam pages. */
const ACCOUNTS_PAGE = 50;

async function requireAccount(services: AdminServices, id: string): Promise<AccountProfile> {
  const account = await accountsOf(services).accountOf(id);
  if (!account) throw DirectoryError.notFound(NO_ACCOUNT);
  return account;
}

/** An account as the audit trail shows it (as `bankdir accounts` records it). */
function accountFields(account: AccountProfile) {
  return { name: account.name, email: account.email, plan: account.plan, role: account.role, state: account.state };
}

/**
 * Runs an account change of the accounts plugin and records it: the accounts live in the plugin's tables, so the
 * entry follows the change, in a transaction of its own (as the CLI's account commands do).
 */
async function changeAccount(
  services: AdminServices,
  id: string,
  action: string,
  reason: string | undefined,
  change: (actor: { accountId: string }) => Promise<AccountProfile>,
) {
  const before = await requireAccount(services, id);
  const after = await change({ accountId: services.operator.id });
  await services.directory.admin.audit.record({
    action,
    subject: { type: 'account', id },
    before: accountFields(before),
    after: accountFields(after),
    ...operatorOptions(services, reason),
  });
  return after;
}

/** A route that changes one account (its plan, role or state) and records the change, answering the account. */
function accountChangeRoute<TBody extends { readonly reason?: string }>({
  action,
  change,
  message,
  ...definition
}: {
  readonly method: 'PUT' | 'POST';
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly body: NonNullable<RouteDefinition<Record<string, never>, TBody, AdminServices>['body']>;
  /** The audit trail's action, e.g. account.setPlan. */
  readonly action: string;
  change(accounts: AccountsService, actor: { accountId: string }, id: string, body: TBody): Promise<AccountProfile>;
  readonly message: string;
}): AdminRouteDefinition {
  return adminRoute<Record<string, never>, TBody>({
    ...definition,
    tag: 'admin-accounts',
    pathParameters: { id: accountId },
    response: AccountSchema,
    paginated: false,
    success: [200],
    notFound: NO_ACCOUNT,
    checkFirst: ({ id }, services) => requireAccount(services, id!).then(() => {}),
    async handle({ params, body }, services) {
      const data = await changeAccount(services, params.id!, action, body.reason, (actor) =>
        change(accountsOf(services), actor, params.id!, body),
      );
      return { data, message };
    },
  });
}

export const adminAccountRoutes: readonly AdminRouteDefinition[] = [
  adminRoute({
    method: 'GET',
    path: '/accounts',
    operationId: 'adminListAccounts',
    tag: 'admin-accounts',
    summary: 'List accounts',
    description: `Accounts oldest first, ${ACCOUNTS_PAGE} a page unless \`limit\` says, paginated by cursor both ways: \`starting_after\` (pagination.nextCursor) or \`ending_before\` (pagination.previousCursor).`,
    query: AdminListAccountsQuerySchema,
    response: v.array(AccountSchema),
    paginated: true,
    success: [200],
    async handle({ query }, services) {
      const { limit = ACCOUNTS_PAGE, startingAfter, endingBefore } = query;
      const page = await accountsOf(services).listAccounts(
        { accountId: services.operator.id },
        { limit, after: startingAfter, before: endingBefore },
      );
      return {
        data: page.items,
        pagination: paginationOf({ ...page, items: [...page.items] }, limit),
        message: 'Accounts retrieved',
      };
    },
  }),
  accountChangeRoute({
    method: 'PUT',
    path: '/accounts/:id/plan',
    operationId: 'adminSetAccountPlan',
    summary: "Change an account's plan",
    description: "FREE or PRO; the account's keys answer with the new plan at once.",
    body: AdminPlanBodySchema,
    action: 'account.setPlan',
    change: (accounts, actor, id, body) => accounts.setPlan(actor, id, { plan: body.plan }),
    message: 'Plan changed',
  }),
  accountChangeRoute({
    method: 'PUT',
    path: '/accounts/:id/role',
    operationId: 'adminSetAccountRole',
    summary: "Change an account's role",
    description: 'member or operator. An operator cannot demote their own account.',
    body: AdminRoleBodySchema,
    action: 'account.setRole',
    change: (accounts, actor, id, body) => accounts.setRole(actor, id, { role: body.role }),
    message: 'Role changed',
  }),
  accountChangeRoute({
    method: 'POST',
    path: '/accounts/:id/disable',
    operationId: 'adminDisableAccount',
    summary: 'Disable an account',
    description: "The account's keys and sessions are refused (401) at once; not one's own account. Enable it to undo.",
    body: AdminRequiredReasonBodySchema,
    action: 'account.disable',
    change: (accounts, actor, id) => accounts.disable(actor, id),
    message: 'Account disabled',
  }),
  accountChangeRoute({
    method: 'POST',
    path: '/accounts/:id/enable',
    operationId: 'adminEnableAccount',
    summary: 'Enable an account',
    description: "A disabled account's keys and sessions work again.",
    body: AdminReasonBodySchema,
    action: 'account.enable',
    change: (accounts, actor, id) => accounts.enable(actor, id),
    message: 'Account enabled',
  }),
  adminRoute({
    method: 'GET',
    path: '/accounts/:id/keys',
    operationId: 'adminListAccountKeys',
    tag: 'admin-accounts',
    summary: "List an account's API keys",
    description: 'The keys of the account, oldest first, revoked ones too; never a key itself, only its prefix.',
    pathParameters: { id: accountId },
    response: v.array(AccountKeySchema),
    paginated: false,
    success: [200],
    notFound: NO_ACCOUNT,
    async handle({ params }, services) {
      const keys = await accountsOf(services).listAccountKeys({ accountId: services.operator.id }, params.id!);
      return { data: keys, message: 'Keys retrieved' };
    },
  }),
  adminRoute({
    method: 'DELETE',
    path: '/accounts/:id/keys/:keyId',
    operationId: 'adminRevokeAccountKey',
    tag: 'admin-accounts',
    summary: 'Revoke an API key',
    description: 'The key is refused (401) at once; revoking a revoked key changes nothing. Answers the key.',
    pathParameters: { id: accountId, keyId: { description: 'The key, e.g. key_…' } },
    query: AdminReasonQuerySchema,
    response: AccountKeySchema,
    paginated: false,
    success: [200],
    notFound: 'The account has no key with this id (or there is no such account).',
    checkFirst: ({ id }, services) => requireAccount(services, id!).then(() => {}),
    async handle({ params, query }, services) {
      const accounts = accountsOf(services);
      const actor = { accountId: services.operator.id };
      const before = (await accounts.listAccountKeys(actor, params.id!)).find((key) => key.id === params.keyId);
      const key = await accounts.revokeAccountKey(actor, params.id!, params.keyId!);
      await services.directory.admin.audit.record({
        action: 'key.revoke',
        subject: { type: 'key', id: key.id },
        before: before ? { accountId: params.id, revokedAt: before.revokedAt } : null,
        after: { accountId: params.id, revokedAt: key.revokedAt },
        ...operatorOptions(services, query.reason),
      });
      return { data: key, message: 'Key revoked' };
    },
  }),
];
