import { DirectoryError } from '@bankdir/core';
import type { Middleware } from 'koa';
import type { AccountProfile, AccountsService } from '../accounts.ts';
import type { ApiState } from '../state.ts';

/**
 * The admin API's gate, after authentication: the key's account must be an active operator's (403 OPERATOR_REQUIRED
 * otherwise, also when no plugin keeps accounts). The account is left on ctx.state.operator for the audit trail.
 */
export function requireOperator(accounts: AccountsService | undefined): Middleware<ApiState> {
  return async (ctx, next) => {
    const principal = ctx.state.principal;
    // Authentication runs first on every route; this only guards a route registered without it.
    if (!principal) throw new DirectoryError('UNAUTHORIZED', 'This endpoint needs an authenticated caller.');
    const account = await accounts?.accountOf(principal.accountId);
    if (!isActiveOperator(account))
      throw new DirectoryError('OPERATOR_REQUIRED', "The admin API takes only an active operator's API key.");
    ctx.state.operator = account;
    await next();
  };
}

function isActiveOperator(account: AccountProfile | undefined): account is AccountProfile {
  return account?.role === 'operator' && account.state === 'active';
}
