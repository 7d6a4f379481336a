import type { AuditEntry } from '@bankdir/core';
import { integerOption, parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { table } from '../output.ts';

const DEFAULT_LIMIT = 50;
const PAGE = 100;

/**
 * bankdir audit [--operator NAME] [--action PREFIX] [--since ISO] [--until ISO] [--limit N]: the operators' actions,
 * newest first, as a table; with --json one entry per line (JSON Lines).
 */
export async function auditCommand(args: readonly string[]): Promise<void> {
  const { values } = parseCommand('audit', args, {
    operator: { type: 'string' },
    action: { type: 'string' },
    since: { type: 'string' },
    until: { type: 'string' },
    limit: { type: 'string' },
  });
  const limit =
    values.limit === undefined
      ? DEFAULT_LIMIT
      : integerOption('audit', values.limit, '--limit', { min: 1, max: 100_000 });
  const filters = {
    ...(values.operator !== undefined && { actorId: values.operator }),
    ...(values.action !== undefined && { action: values.action }),
    ...(values.since !== undefined && { since: timeOption('--since', values.since) }),
    ...(values.until !== undefined && { until: timeOption('--until', values.until) }),
  };
  const entries = await withDatabase(await openExisting(databaseTarget(values)), async ({ directory }) => {
    const read: AuditEntry[] = [];
    for (let startingAfter: string | undefined; read.length < limit; ) {
      const page = await directory.admin.audit.list({
        ...filters,
        limit: Math.min(PAGE, limit - read.length),
        ...(startingAfter !== undefined && { startingAfter }),
      });
      read.push(...page.data);
      if (page.pagination.nextCursor === null) break;
      startingAfter = page.pagination.nextCursor;
    }
    return read;
  });
  if (values.json) {
    for (const entry of entries) process.stdout.write(`${JSON.stringify(entry)}\n`);
    return;
  }
  const lines =
    entries.length === 0
      ? ['No audit entries.']
      : table(
          ['AT', 'OPERATOR', 'ACTION', 'SUBJECT', 'CHANGED', 'REASON'],
          entries.map((entry) => [
            entry.at,
            `${entry.actor.kind}:${entry.actor.id}`,
            entry.action,
            entry.subject ? `${entry.subject.type} ${entry.subject.id}` : '-',
            changedFields(entry),
            entry.reason ?? '-',
          ]),
        );
  for (const line of lines) process.stdout.write(`${line}\n`);
}

/** An ISO 8601 time flag, or a usage error. */
function timeOption(flag: string, value: string): string {
  if (Number.isNaN(Date.parse(value)))
    throw new UsageError(
      `audit: ${flag} must be an ISO 8601 time such as 2026-01-31T00:00:00Z, not ${JSON.stringify(value)}`,
    );
  return new Date(value).toISOString();
}

/** What an entry changed, in a few words: the fields whose value differs, or what was added or removed. */
function changedFields(entry: AuditEntry): string {
  const { before, after } = entry;
  if (isObject(after) && typeof after.created === 'number' && before === null)
    return `${after.created} new, ${after.updated} changed, ${after.removed} removed`;
  if (before === null && after !== null) return 'created';
  if (before !== null && after === null) return 'removed';
  if (!isObject(before) || !isObject(after)) return '-';
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return changed.join(', ') || 'nothing';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
