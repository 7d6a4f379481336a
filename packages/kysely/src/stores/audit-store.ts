import type { AuditEntry, AuditListQuery, AuditStore } from '@bankdir/core/driver';
import { readKeysetPage } from '@bankdir/core/driver';
import type { Kysely, Selectable } from 'kysely';
import type { StoreConnection } from '../queries/store-connection.ts';
import type { AuditEntriesTable, Database } from '../schema/database.ts';
import { isoOf, msOf } from '../schema/time.ts';

type Db = Kysely<Database>;
type AuditRow = Selectable<AuditEntriesTable>;

/** Where an entry stands in the list order: newest first, then id descending (so one index walks it backwards). */
interface Key {
  at: number;
  id: string;
}

/** An action's first word: what the by-area index and a filter by action share. */
function areaOf(action: string): string {
  return action.split('.', 1)[0]!;
}

function rowOf(entry: AuditEntry): AuditRow {
  return {
    id: entry.id,
    at: msOf(entry.at),
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name ?? null,
    action: entry.action,
    area: areaOf(entry.action),
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject?.id ?? null,
    before: jsonText(entry.before),
    after: jsonText(entry.after),
    reason: entry.reason,
  };
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: isoOf(row.at),
    actor: {
      kind: row.actorKind as AuditEntry['actor']['kind'],
      id: row.actorId,
      ...(row.actorName !== null && { name: row.actorName }),
    },
    action: row.action,
    subject: row.subjectType === null || row.subjectId === null ? null : { type: row.subjectType, id: row.subjectId },
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
    reason: row.reason,
  };
}

function jsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function filtered(db: Db, query: AuditListQuery) {
  let select = db.selectFrom('audit_entries').selectAll();
  if (query.actorId !== undefined) select = select.where('actorId', '=', query.actorId);
  const { action } = query;
  if (action !== undefined) {
    select = select.where('area', '=', areaOf(action));
    // A filter naming more than the first word keeps that action and the actions under it.
    if (action.includes('.'))
      select = select.where((eb) =>
        eb.or([
          eb('action', '=', action),
          eb(eb.fn('substr', ['action', eb.val(1), eb.val(action.length + 1)]), '=', `${action}.`),
        ]),
      );
  }
  if (query.since !== undefined) select = select.where('at', '>=', msOf(query.since));
  if (query.until !== undefined) select = select.where('at', '<', msOf(query.until));
  return select;
}

export function auditStore(connection: StoreConnection): AuditStore {
  const { db } = connection;

  return {
    async append(entry) {
      await db.insertInto('audit_entries').values(rowOf(entry)).execute();
    },

    list: (query) =>
      readKeysetPage<AuditEntry, Key>(
        {
          async keyOfId(id) {
            const row = await db
              .selectFrom('audit_entries')
              .select(['at', 'id'])
              .where('id', '=', id)
              .executeTakeFirst();
            return row && { at: Number(row.at), id: row.id };
          },
          keyOf: (entry) => ({ at: msOf(entry.at), id: entry.id }),
          async walk(from, direction, count) {
            const forward = direction === 'forward';
            let select = filtered(db, query);
            if (from !== null) {
              const after = forward ? '<' : '>';
              select = select.where((eb) =>
                eb.or([eb('at', after, from.at), eb.and([eb('at', '=', from.at), eb('id', after, from.id)])]),
              );
            }
            const order = forward ? 'desc' : 'asc';
            const rows = await select.orderBy('at', order).orderBy('id', order).limit(count).execute();
            return rows.map(entryOf);
          },
        },
        query.page,
      ),
  };
}
