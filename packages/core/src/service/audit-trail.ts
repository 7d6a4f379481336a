import type { Operator } from '../options/audit.ts';
import type { AuditEntry, AuditSubject, Storage } from '../storage.ts';
import type { ServiceContext } from './context.ts';

/** What one operator action changed, as its audit entry tells it. */
export interface AuditedChange {
  action: string;
  subject: AuditSubject | null;
  before: unknown;
  after: unknown;
}

/**
 * Appends the entry of an operator action through `tx`, the storage bound to the action's own transaction: the change
 * and its entry are written together or not at all.
 */
export async function recordAction(
  context: ServiceContext,
  tx: Storage,
  operator: Operator,
  change: AuditedChange,
): Promise<AuditEntry> {
  const entry: AuditEntry = {
    id: context.newId('audit'),
    at: context.now(),
    actor: operator.actor,
    action: change.action,
    subject: change.subject,
    // A JSON round trip: what the entry holds is what every driver answers (no undefined fields, no Dates).
    before: jsonCopy(change.before),
    after: jsonCopy(change.after),
    reason: operator.reason,
  };
  await tx.audit.append(entry);
  return entry;
}

function jsonCopy(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/** A bank as the audit trail shows it: the operator's fields, without scores, ranks or timestamps; null when absent. */
export async function bankSnapshot(storage: Storage, id: string): Promise<Record<string, unknown> | null> {
  const bank = await storage.banks.get(id);
  if (!bank) return null;
  // One after another: inside a transaction every read shares its one connection.
  const alternativeHostnames = await storage.banks.alternativeHostnames(id);
  const facts = await storage.banks.factsOf([id]);
  const stocks = await storage.stocks.listForBanks([id]);
  return {
    id: bank.id,
    name: bank.name,
    url: bank.url,
    countryId: bank.countryId,
    alternativeHostnames,
    stocks: stocks.map((stock) => ({ marketId: stock.marketId, symbol: stock.symbol, isPrimary: stock.isPrimary })),
    facts: facts.get(id) ?? null,
    description: bank.description,
  };
}
