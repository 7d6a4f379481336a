import { parseCommand, required } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { keyStoreOf, openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { OPERATOR_FLAGS, operatorOptions } from '../operator.ts';
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
  const { values } = parseCommand('keys create', args, { ...OPERATOR_FLAGS, account: { type: 'string' } });
  const accountId = required('keys create', values.account, 'account');
  const key = await withDatabase(await openExisting(databaseTarget(values)), async (opened) => {
    const issued = await (await keyStoreOf(opened)).createKey(accountId);
    await opened.directory.admin.audit.record({
      action: 'key.create',
      subject: { type: 'key', id: issued.id },
      after: { accountId: issued.accountId },
      ...operatorOptions(values),
    });
    return issued;
  });
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
  const { values, positionals } = parseCommand('keys revoke', args, OPERATOR_FLAGS, 1);
  const keyId = positionals[0];
  if (keyId === undefined) throw new UsageError('keys revoke: say which key, e.g. bankdir keys revoke key_…');
  const key = await withDatabase(await openExisting(databaseTarget(values)), async (opened) => {
    const revoked = await (await keyStoreOf(opened)).revokeKey(keyId);
    // The keys live in the plugin's tables: the entry follows the change, in a transaction of its own.
    await opened.directory.admin.audit.record({
      action: 'key.revoke',
      subject: { type: 'key', id: revoked.id },
      after: { accountId: revoked.accountId, revokedAt: revoked.revokedAt },
      ...operatorOptions(values),
    });
    return revoked;
  });
  print(values.json, key, () => [
    `Revoked ${key.id} of ${key.accountId} at ${key.revokedAt}; requests with it now get 401.`,
  ]);
}
