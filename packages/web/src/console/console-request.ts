import type { AccountsService } from '@bankdir/server';
import type { PageRequest } from '../web-context.ts';

/** What a console page needs: the page's request and the accounts service (the console exists only beside one). */
export interface ConsoleRequest extends PageRequest {
  readonly accounts: AccountsService;
}

/** Names for ids: the banks' names and the accounts' emails a list shows beside them. */
export async function bankNamesOf(request: PageRequest, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const bank = await request.directory.storage.banks.get(id);
    if (bank) names.set(id, bank.name);
  }
  return names;
}

export async function accountNamesOf(request: ConsoleRequest, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const account = await request.accounts.accountOf(id);
    if (account) names.set(id, account.email ?? account.name);
  }
  return names;
}
