import { DirectoryError, type Plan } from '@bankdir/core';
import type { Middleware } from 'koa';
import type { Principal } from '../auth.ts';
import type { ApiState } from '../state.ts';

/** Throws 403 PLAN_REQUIRED when a Pro operation is called by a caller whose account is not PRO; Free takes anyone. */
export function requirePlanOf(plan: Plan, principal: Principal): void {
  if (plan === 'PRO' && principal.plan !== 'PRO') {
    throw new DirectoryError(
      'PLAN_REQUIRED',
      `This endpoint needs a PRO plan; your account is on the ${principal.plan} plan.`,
    );
  }
}

/** A Pro route needs a PRO account (403 PLAN_REQUIRED otherwise); a Free route takes any authenticated caller. */
export function requirePlan(plan: Plan): Middleware<ApiState> {
  return async (ctx, next) => {
    const principal = ctx.state.principal;
    // Authentication runs first on every route; this only guards a route registered without it.
    if (!principal) throw new DirectoryError('UNAUTHORIZED', 'This endpoint needs an authenticated caller.');
    requirePlanOf(plan, principal);
    await next();
  };
}
