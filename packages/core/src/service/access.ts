import { DirectoryError } from '../errors.ts';
import type { Principal } from '../principal.ts';
import type { BankRecord } from '../storage.ts';
import type { ServiceContext } from './context.ts';

/** NOT_REPRESENTATIVE unless the caller is an approved representative of the bank; checked before the bank's existence. */
export async function requireRepresentative(principal: Principal, bankId: string): Promise<void> {
  if (!(await principal.representsBank(bankId))) {
    throw new DirectoryError('NOT_REPRESENTATIVE', `Only approved representatives of bank ${bankId} may do this.`);
  }
}

export async function requireBank(context: ServiceContext, bankId: string): Promise<BankRecord> {
  const bank = await context.storage.banks.get(bankId);
  if (!bank) throw bankNotFound(bankId);
  return bank;
}

export function bankNotFound(bankId: string): DirectoryError {
  return DirectoryError.notFound(`No bank with id ${bankId}.`);
}
