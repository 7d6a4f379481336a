import { APPLICATION_STATUSES, type ApplicationRecord, type ApplicationStatus } from '@bankdir/core';
import { parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { OPERATOR_FLAGS, operatorOptions } from '../operator.ts';
import { print, table } from '../output.ts';
import { approveOrRevokeByAccount } from './reps.ts';

const SUBCOMMANDS = ['applications', 'approve', 'reject', 'revoke'] as const;

/**
 * bankdir representatives (or reps) applications|approve|reject|revoke: the operator's queue of applications to
 * represent a bank, its decisions, and approvals by account and bank.
 */
export async function representativesCommand(args: readonly string[], name = 'representatives'): Promise<void> {
  const [sub, ...rest] = args;
  if (!SUBCOMMANDS.includes(sub as (typeof SUBCOMMANDS)[number])) {
    throw new UsageError(
      sub === undefined
        ? `${name}: say ${SUBCOMMANDS.join(', ')}`
        : `${name}: unknown subcommand ${JSON.stringify(sub)} (${SUBCOMMANDS.join(', ')})`,
    );
  }
  // approve with --account and --bank approves without an application, as before applications existed.
  if (sub === 'revoke' || (sub === 'approve' && rest.some((arg) => arg.startsWith('--account')))) {
    return approveOrRevokeByAccount(sub, rest, name);
  }
  if (sub === 'applications') return listApplications(rest, `${name} applications`);
  return decide(sub as 'approve' | 'reject', rest, `${name} ${sub}`);
}

async function listApplications(rest: readonly string[], command: string): Promise<void> {
  const { values } = parseCommand(command, rest, { status: { type: 'string' }, bank: { type: 'string' } });
  const status = statusOf(command, values.status);
  await withDatabase(await openExisting(databaseTarget(values)), async ({ directory }) => {
    const applications: ApplicationRecord[] = [];
    for (let startingAfter: string | undefined; ; ) {
      const page = await directory.admin.listApplications({
        limit: 100,
        ...(status !== undefined && { status }),
        ...(values.bank !== undefined && { bankId: values.bank }),
        ...(startingAfter !== undefined && { startingAfter }),
      });
      applications.push(...page.data);
      if (page.pagination.nextCursor === null) break;
      startingAfter = page.pagination.nextCursor;
    }
    print(values.json, applications, () =>
      applications.length === 0
        ? ['No applications.']
        : table(
            ['ID', 'STATUS', 'ACCOUNT', 'BANK', 'CREATED', 'NOTE'],
            applications.map((application) => [
              application.id,
              application.status,
              application.accountId,
              application.bankId,
              application.createdAt,
              oneLine(application.note, 60),
            ]),
          ),
    );
  });
}

async function decide(sub: 'approve' | 'reject', rest: readonly string[], command: string): Promise<void> {
  const { values, positionals } = parseCommand(command, rest, OPERATOR_FLAGS, 1);
  const id = positionals[0];
  if (id === undefined) throw new UsageError(`${command}: say which application (APPLICATION_ID)`);
  await withDatabase(await openExisting(databaseTarget(values)), async ({ directory }) => {
    if (sub === 'approve') {
      const { application, claimedAt } = await directory.admin.approveApplication(id, operatorOptions(values));
      print(values.json, { ...application, claimedAt }, () => [
        `Approved ${id}: ${application.accountId} now represents ${application.bankId} (bank claimed at ${claimedAt}).`,
      ]);
    } else {
      const application = await directory.admin.rejectApplication(id, operatorOptions(values));
      print(values.json, application, () => [
        `Rejected ${id}: ${application.accountId} does not represent ${application.bankId}.`,
        ...(application.reason === null ? [] : [`Reason: ${application.reason}`]),
      ]);
    }
  });
}

function statusOf(command: string, value: string | undefined): ApplicationStatus | undefined {
  if (value === undefined) return undefined;
  const status = value.toUpperCase() as ApplicationStatus;
  if (!APPLICATION_STATUSES.includes(status)) {
    throw new UsageError(`${command}: --status must be one of ${APPLICATION_STATUSES.join(', ').toLowerCase()}`);
  }
  return status;
}

/** The note on one line of at most `width` characters. */
function oneLine(text: string, width: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= width ? line : `${line.slice(0, width - 1)}…`;
}
