import type { Plan, Principal } from '@bankdir/core';

export interface TestPrincipalOptions {
  accountId: string;
  /** Default PRO. */
  plan?: Plan;
  /** The banks the account is an approved representative of; default none. */
  represents?: Iterable<string>;
}

/** A Principal as an auth provider would vouch for it, for tests that call the Directory directly. */
export function testPrincipal(options: TestPrincipalOptions): Principal {
  const represented = new Set(options.represents ?? []);
  return {
    accountId: options.accountId,
    plan: options.plan ?? 'PRO',
    representsBank: async (bankId) => represented.has(bankId),
  };
}
