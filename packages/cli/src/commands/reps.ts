import { parseCommand, required } from '../arguments.ts';
import { CommandError } from '../cli-error.ts';
import { keyStoreOf, openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { OPERATOR_FLAGS, operatorOptions } from '../operator.ts';
import { print } from '../output.ts';

/**
 * `representatives approve|revoke --account ID --bank BANK_ID`: an operator's approval without an application, and its
 * revocation, kept by the directory.
 */
export async function approveOrRevokeByAccount(
  sub: 'approve' | 'revoke',
  rest: readonly string[],
  name: string,
): Promise<void> {
  const command = `${name} ${sub}`;
  const { values } = parseCommand(command, rest, {
    ...OPERATOR_FLAGS,
    account: { type: 'string' },
    bank: { type: 'string' },
  });
  const accountId = required(command, values.account, 'account');
  const bankId = required(command, values.bank, 'bank');
  await withDatabase(await openExisting(databaseTarget(values)), async (opened) => {
    const { directory } = opened;
    if (sub === 'approve') {
      const account = await (await keyStoreOf(opened)).getAccount(accountId);
      if (!account) throw new CommandError(`no account ${accountId}; bankdir accounts list shows the accounts`);
      const result = await directory.admin.approveRepresentative(accountId, bankId, operatorOptions(values));
      print(values.json, { accountId, bankId, ...result }, () => [
        result.approved
          ? `${accountId} now represents ${bankId} (bank claimed at ${result.claimedAt}).`
          : `${accountId} already represented ${bankId}; nothing changed.`,
      ]);
    } else {
      const result = await directory.admin.revokeRepresentative(accountId, bankId, operatorOptions(values));
      print(values.json, { accountId, bankId, ...result }, () => [
        result.revoked
          ? `${accountId} no longer represents ${bankId}.`
          : `${accountId} did not represent ${bankId}; nothing changed.`,
      ]);
    }
  });
}
