import type { AuditEntry, Storage } from '@bankdir/core/driver';
import type { OrderedReadCase } from './ordered-read-cases.ts';

const ACTIONS = ['bank.create', 'bank.update', 'banks.import', 'story.hide', 'account.setRole'] as const;
const ACTORS = ['ada', 'grace', 'linus'] as const;
/** The entry the cases page from: one in the middle of the sample. */
const CURSOR = 'audit_plan_100';

/**
 * Appends 200 audit entries, a second apart, of several actors and actions: what auditReadCases read. A query-plan test
 * calls it once before checking the cases.
 */
export async function appendAuditSample(storage: Storage): Promise<void> {
  const start = Date.parse('2025-03-01T00:00:00.000Z');
  for (let n = 0; n < 200; n++) {
    const entry: AuditEntry = {
      id: `audit_plan_${String(n).padStart(3, '0')}`,
      at: new Date(start + n * 1000).toISOString(),
      actor: { kind: 'cli', id: ACTORS[n % ACTORS.length]! },
      action: ACTIONS[n % ACTIONS.length]!,
      subject: { type: 'bank', id: `bank_${n % 20}` },
      before: null,
      after: { n },
      reason: null,
    };
    await storage.audit.append(entry);
  }
}

/** Every page query of the audit trail, alone and by each filter, from the start and from a cursor both ways. */
export function auditReadCases(): OrderedReadCase[] {
  const filters = [
    {},
    { actorId: 'grace' },
    { action: 'bank' },
    { action: 'bank.update' },
    { since: '2025-03-01T00:01:00.000Z', until: '2025-03-01T00:02:00.000Z' },
    { actorId: 'ada', since: '2025-03-01T00:01:00.000Z' },
  ];
  const cases: OrderedReadCase[] = [];
  for (const filter of filters)
    for (const page of [{ limit: 5 }, { limit: 5, startingAfter: CURSOR }, { limit: 5, endingBefore: CURSOR }])
      cases.push({
        label: `audit ${JSON.stringify(filter)} ${JSON.stringify(page)}`,
        run: (storage) => storage.audit.list({ ...filter, page }),
      });
  return cases;
}
