import type { AuditEntry, AuditListQuery, AuditStore } from '@bankdir/core/driver';
import { readKeysetPage } from '@bankdir/core/driver';
import type { MemoryDb } from '../memory-db.ts';

/** Newest first, then id descending: negative when `a` comes before `b`. */
function compareNewestFirst(a: { at: string; id: string }, b: { at: string; id: string }): number {
  if (a.at !== b.at) return a.at > b.at ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

function matches(entry: AuditEntry, query: AuditListQuery): boolean {
  const { action } = query;
  return (
    (query.actorId === undefined || entry.actor.id === query.actorId) &&
    (action === undefined || entry.action === action || entry.action.startsWith(`${action}.`)) &&
    (query.since === undefined || entry.at >= query.since) &&
    (query.until === undefined || entry.at < query.until)
  );
}

/** A copy through JSON, so that no caller holds a stored entry (entries are JSON, as the SQL drivers store them). */
function copyOf(entry: AuditEntry): AuditEntry {
  return JSON.parse(JSON.stringify(entry));
}

export function auditStore(db: MemoryDb): AuditStore {
  return {
    append: (entry) =>
      db.write((tables) => {
        tables.audit.set(entry.id, copyOf(entry));
      }),

    list(query) {
      const { audit } = db.read();
      const sorted = [...audit.values()].filter((entry) => matches(entry, query)).sort(compareNewestFirst);
      return readKeysetPage<AuditEntry, { at: string; id: string }>(
        {
          async keyOfId(id) {
            const entry = audit.get(id);
            return entry && { at: entry.at, id: entry.id };
          },
          keyOf: (entry) => ({ at: entry.at, id: entry.id }),
          async walk(from, direction, count) {
            if (direction === 'forward') {
              const rest = from === null ? sorted : sorted.filter((entry) => compareNewestFirst(entry, from) > 0);
              return rest.slice(0, count).map(copyOf);
            }
            const rest = from === null ? sorted : sorted.filter((entry) => compareNewestFirst(entry, from) < 0);
            return rest.slice(-count).reverse().map(copyOf);
          },
        },
        query.page,
      );
    },
  };
}
