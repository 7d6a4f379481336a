import type { Plan } from './constants.ts';

/** Who is calling, as an auth provider vouches for it. */
export interface Principal {
  /** The caller's account; votes are kept one per account, bank and category. */
  readonly accountId: string;
  /** FREE or PRO; Pro operations need PRO. */
  readonly plan: Plan;
  /** Whether the account is an approved representative of the bank. */
  representsBank(bankId: string): Promise<boolean>;
}
