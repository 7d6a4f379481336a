import { parseCommand, required } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { keyStoreOf, openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { print, table } from '../output.ts';

/** bankdir accounts create --name NAME --plan free|pro | accounts list */
export async function accountsCommand(args: readonly string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'create') return createAccount(rest);
  if (sub === 'list') return listAccounts(rest);
  throw new UsageError(
    sub === undefined
      ? 'accounts: say create or list'
      : `accounts: unknown subcommand ${JSON.stringify(sub)} (create, list)`,
  );
}

async function createAccount(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('accounts create', args, { name: { type: 'string' }, plan: { type: 'string' } });
  const name = required('accounts create', values.name, 'name');
  const plan = required('accounts create', values.plan, 'plan').toLowerCase();
  if (plan !== 'free' && plan !== 'pro')
    throw new UsageError(`accounts create: --plan must be free or pro, not ${JSON.stringify(values.plan)}`);
  const { account, key } = await withDatabase(await openExisting(databaseTarget(values)), async (opened) =>
    (await keyStoreOf(opened)).createAccount({ name, plan }),
  );
  print(values.json, { account, key }, () => [
    `Created account ${account.id} (${account.name}, ${account.plan}).`,
    `API key ${key.id}, shown only this once; keep it secret:`,
    `  ${key.key}`,
  ]);
}

async function listAccounts(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('accounts list', args, {});
  const accounts = await withDatabase(await openExisting(databaseTarget(values)), async (opened) => {
    const store = await keyStoreOf(opened);
    const list = await store.listAccounts();
    return Promise.all(
      list.map(async (account) => ({
        ...account,
        represents: await opened.directory.storage.representatives.listForAccount(account.id),
      })),
    );
  });
  print(values.json, accounts, () =>
    accounts.length === 0
      ? ['No accounts yet: bankdir accounts create --name NAME --plan free|pro']
      : table(
          ['ID', 'PLAN', 'KEYS', 'CREATED', 'NAME', 'REPRESENTS'],
          accounts.map((a) => [a.id, a.plan, String(a.activeKeys), a.createdAt, a.name, a.represents.join(', ')]),
        ),
  );
}
