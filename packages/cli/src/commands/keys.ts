import { parseCommand, required } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { keyStoreOf, openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { print, table } from '../output.ts';

/** bankdir keys create --account ID | keys revoke KEY_ID | keys list --account ID */
export async function keysCommand(args: readonly string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'create') return createKey(rest);
  if (sub === 'revoke') return revokeKey(rest);
  if (sub === 'list') return listKeys(rest);
  throw new UsageError(
    sub === undefined
      ? 'keys: say create, list or revoke'
      : `keys: unknown subcommand ${JSON.stringify(sub)} (create, list, revoke)`,
  );
}

async function createKey(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('keys create', args, { account: { type: 'string' } });
  const accountId = required('keys create', values.account, 'account');
  const key = await withDatabase(await openExisting(databaseTarget(values)), async (opened) =>
    (await keyStoreOf(opened)).createKey(accountId),
  );
  print(values.json, key, () => [
    `API key ${key.id} for ${key.accountId}, shown only this once; keep it secret:`,
    `  ${key.key}`,
  ]);
}

async function listKeys(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('keys list', args, { account: { type: 'string' } });
  const accountId = required('keys list', values.account, 'account');
  const keys = await withDatabase(await openExisting(databaseTarget(values)), async (opened) =>
    (await keyStoreOf(opened)).listKeys(accountId),
  );
  print(values.json, keys, () =>
    table(
      ['ID', 'PREFIX', 'CREATED', 'LAST USED', 'REVOKED'],
      keys.map((k) => [k.id, k.prefix, k.createdAt, k.lastUsedAt ?? '-', k.revokedAt ?? '-']),
    ),
  );
}

async function revokeKey(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommand('keys revoke', args, {}, 1);
  const keyId = positionals[0];
  if (keyId === undefined) throw new UsageError('keys revoke: say which key, e.g. bankdir keys revoke key_…');
  const key = await withDatabase(await openExisting(databaseTarget(values)), async (opened) =>
    (await keyStoreOf(opened)).revokeKey(keyId),
  );
  print(values.json, key, () => [
    `Revoked ${key.id} of ${key.accountId} at ${key.revokedAt}; requests with it now get 401.`,
  ]);
}
