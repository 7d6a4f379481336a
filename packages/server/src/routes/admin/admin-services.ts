import { type Directory, DirectoryError, type OperatorOptions } from '@bankdir/core';
import type { AccountProfile, AccountsService } from '../../accounts.ts';
import type { RouteDefinition } from '../route-definition.ts';

/** What an admin route's handler calls: the directory, the accounts seam, and the operator acting. */
export interface AdminServices {
  readonly directory: Directory;
  /** The accounts seam (PluginContext.accounts), when a plugin keeps accounts. */
  readonly accounts: AccountsService | undefined;
  /** The active operator whose key made the request (middleware/require-operator.ts). */
  readonly operator: AccountProfile;
}

/** An endpoint of the admin API. */
// biome-ignore lint/suspicious/noExplicitAny: a table holds routes of every query and body type; adminRoute() types each one.
export type AdminRouteDefinition = RouteDefinition<any, any, AdminServices>;

/**
 * A route of the admin table. Plans do not apply (the operator check does), so its plan tag is FREE. A request that
 * does not parse meets only `checkFirst`, never the handler: an admin handler acts.
 */
export function adminRoute<TQuery = Record<string, never>, TBody = undefined>(
  definition: Omit<RouteDefinition<TQuery, TBody, AdminServices>, 'plan'>,
): RouteDefinition<TQuery, TBody, AdminServices> {
  return { checkFirst: async () => {}, ...definition, plan: 'FREE' };
}

/** Who acts, for the audit trail: the operator's account, named by its email (or name), and why. */
export function operatorOptions(services: AdminServices, reason?: string): OperatorOptions {
  const { operator } = services;
  return {
    actor: { kind: 'account', id: operator.id, name: operator.email ?? operator.name },
    ...(reason !== undefined && { reason }),
  };
}

/** The accounts seam; a server without an accounts plugin has no operator either, so this only guards. */
export function accountsOf(services: AdminServices): AccountsService {
  if (!services.accounts)
    throw new DirectoryError('SERVICE_UNAVAILABLE', 'No plugin of this server keeps accounts (add auth-api-keys).');
  return services.accounts;
}
