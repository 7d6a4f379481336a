import {
  type Account,
  type ApiKeyStore,
  EmailSchema,
  hashPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@bankdir/auth-api-keys';
import { ACCOUNT_ROLES, type AccountRole } from '@bankdir/server';
import * as v from 'valibot';
import { parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { keyStoreOf, openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { OPERATOR_FLAGS, operatorOptions } from '../operator.ts';
import { print, table } from '../output.ts';
import { readStdin } from '../read-stdin.ts';

const SUBCOMMANDS = 'create, list, disable, enable, set-role, set-plan';

/**
 * bankdir accounts create (--name NAME | --email EMAIL) [--password-stdin] [--plan free|pro] [--role member|operator]
 * | list | disable ID | enable ID | set-role ID member|operator | set-plan ID free|pro
 */
export async function accountsCommand(args: readonly string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'create') return createAccount(rest);
  if (sub === 'list') return listAccounts(rest);
  if (sub === 'disable' || sub === 'enable') {
    const state = sub === 'disable' ? 'disabled' : 'active';
    return changeAccount(`accounts ${sub}`, rest, `account.${sub}`, undefined, (store, id) =>
      store.setState(id, state),
    );
  }
  if (sub === 'set-role')
    return changeAccount(
      'accounts set-role',
      rest,
      'account.setRole',
      (text) => roleOf(text, 'accounts set-role: the role'),
      (store, id, role) => store.setRole(id, role),
    );
  if (sub === 'set-plan')
    return changeAccount(
      'accounts set-plan',
      rest,
      'account.setPlan',
      (text) => planOf(text, 'accounts set-plan: the plan'),
      (store, id, plan) => store.setPlan(id, plan),
    );
  throw new UsageError(
    sub === undefined
      ? `accounts: say ${SUBCOMMANDS}`
      : `accounts: unknown subcommand ${JSON.stringify(sub)} (${SUBCOMMANDS})`,
  );
}

async function createAccount(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('accounts create', args, {
    ...OPERATOR_FLAGS,
    name: { type: 'string' },
    email: { type: 'string' },
    plan: { type: 'string' },
    role: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  });
  if (!values.name?.trim() && !values.email?.trim())
    throw new UsageError('accounts create: --email (for a web sign-in) or --name (for API keys only) is required');
  if (values['password-stdin'] && !values.email?.trim())
    throw new UsageError('accounts create: --password-stdin needs --email, the name to sign in with');
  if (values.email !== undefined && !v.is(EmailSchema, values.email))
    throw new UsageError(`accounts create: --email must be an email address, not ${JSON.stringify(values.email)}`);
  const plan = planOf(values.plan ?? 'free', 'accounts create: --plan');
  const role = roleOf(values.role ?? 'member', 'accounts create: --role');
  // The password is read before the database opens, so a pipe that fails changes nothing.
  const passwordHash = values['password-stdin'] ? await hashPassword(checkedPassword(await readStdin())) : undefined;
  const { account, key } = await withDatabase(await openExisting(databaseTarget(values)), async (opened) => {
    const created = await (await keyStoreOf(opened)).createAccount({
      name: values.name,
      email: values.email,
      plan,
      role,
      passwordHash,
    });
    await opened.directory.admin.audit.record({
      action: 'account.create',
      subject: { type: 'account', id: created.account.id },
      after: accountFields(created.account),
      ...operatorOptions(values),
    });
    return created;
  });
  print(values.json, { account, key }, () => [
    `Created account ${account.id} (${account.email ?? account.name}, ${account.plan}, ${account.role}).`,
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
      ? ['No accounts yet: bankdir accounts create --email EMAIL --password-stdin']
      : table(
          ['ID', 'PLAN', 'ROLE', 'STATE', 'KEYS', 'CREATED', 'EMAIL', 'NAME', 'REPRESENTS'],
          accounts.map((a) => [
            a.id,
            a.plan,
            a.role,
            a.state,
            String(a.activeKeys),
            a.createdAt,
            a.email ?? '-',
            a.name,
            a.represents.join(', '),
          ]),
        ),
  );
}

/**
 * A command on one account: its id, then the new value when `readValue` reads one (checked before the database opens),
 * printing the account it leaves.
 */
async function changeAccount<T>(
  command: string,
  args: readonly string[],
  action: string,
  readValue: ((text: string) => T) | undefined,
  change: (store: ApiKeyStore, id: string, value: T) => Promise<Account>,
): Promise<void> {
  const { values, positionals } = parseCommand(command, args, OPERATOR_FLAGS, readValue ? 2 : 1);
  const [id, text] = positionals;
  if (id === undefined || (readValue && text === undefined))
    throw new UsageError(
      `${command}: say which account${readValue ? ' and the new value' : ''}, e.g. bankdir ${command} acct_…${readValue ? ' VALUE' : ''}`,
    );
  const value = readValue ? readValue(text!) : (undefined as T);
  const account = await withDatabase(await openExisting(databaseTarget(values)), async (opened) => {
    const store = await keyStoreOf(opened);
    const before = await store.getAccount(id);
    const after = await change(store, id, value);
    // The accounts live in the plugin's tables: the entry follows the change, in a transaction of its own.
    await opened.directory.admin.audit.record({
      action,
      subject: { type: 'account', id },
      before: before ? accountFields(before) : null,
      after: accountFields(after),
      ...operatorOptions(values),
    });
    return after;
  });
  print(values.json, account, () => [
    `${account.id} (${account.email ?? account.name}): ${account.plan}, ${account.role}, ${account.state}.`,
    ...(account.state === 'disabled'
      ? ['Its sessions have ended; its API keys are refused (401) by every server within 2 seconds.']
      : []),
  ]);
}

/** An account as the audit trail shows it. */
function accountFields(account: Account) {
  return { name: account.name, email: account.email, plan: account.plan, role: account.role, state: account.state };
}

function planOf(text: string, subject: string): 'FREE' | 'PRO' {
  const plan = text.trim().toUpperCase();
  if (plan !== 'FREE' && plan !== 'PRO')
    throw new UsageError(`${subject} must be free or pro, not ${JSON.stringify(text)}`);
  return plan;
}

function roleOf(text: string, subject: string): AccountRole {
  const role = text.trim().toLowerCase();
  if (!(ACCOUNT_ROLES as readonly string[]).includes(role))
    throw new UsageError(`${subject} must be member or operator, not ${JSON.stringify(text)}`);
  return role as AccountRole;
}

/** The password piped in, without the line ending `echo` adds, within the web's length rules. */
function checkedPassword(text: string): string {
  const password = text.replace(/\r?\n$/, '');
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    throw new UsageError(`accounts create: the password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  return password;
}
