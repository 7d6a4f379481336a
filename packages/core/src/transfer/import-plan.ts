import { factsOf } from '../bank-facts.ts';
import { normalizeHostname } from '../driver.ts';
import { newId } from '../ids.ts';
import type { BankInput } from '../schemas/admin.ts';
import { BANK_ROW_FIELDS, type BankRow, type Problem } from './bank-row.ts';
import type { CheckedRow } from './check-rows.ts';
import type { StoredBank } from './current-banks.ts';
import { marketIdOfKey, stockIdOf } from './stock-code.ts';

export interface PlannedBank {
  id: string;
  row: BankRow;
  file: string;
  line: number;
}

/** What an import would do, bank by bank. */
export interface ImportPlan {
  create: PlannedBank[];
  /** With the names of the fields that change. */
  update: (PlannedBank & { changed: string[] })[];
  unchanged: PlannedBank[];
  /** Only with prune: the directory's banks the file does not hold. */
  remove: { id: string; name: string }[];
  problems: Problem[];
}

/**
 * Matches each row to a bank of the directory: by its id when the row gives one; else by the id its file's place gives
 * (Markdown) when that bank exists; else by country and website hostname. A row that matches nothing is a new bank.
 * Two rows that are the same bank are a problem.
 */
export function planImport(rows: readonly CheckedRow[], current: readonly StoredBank[], prune: boolean): ImportPlan {
  const byId = new Map(current.map((bank) => [bank.id, bank]));
  const byHost = new Map(current.map((bank) => [hostKey(bank), bank.id]));
  const plan: ImportPlan = { create: [], update: [], unchanged: [], remove: [], problems: [] };
  const claimed = new Map<string, string>();
  const takenIds = new Set(byId.keys());
  for (const { row, source } of rows) {
    const where = `${source.file}:${source.line}`;
    const pathId = source.idFromPath !== undefined && byId.has(source.idFromPath) ? source.idFromPath : undefined;
    const id = row.id ?? pathId ?? byHost.get(hostKey(row)) ?? freshId(row, source.idFromPath, takenIds);
    takenIds.add(id);
    const hostClaim = `host ${hostKey(row)}`;
    const earlier = claimed.get(id) ?? claimed.get(hostClaim);
    if (earlier !== undefined) {
      plan.problems.push({
        file: source.file,
        line: source.line,
        message: `the same bank as ${earlier} (${claimed.has(id) ? `id ${id}` : `${row.country} ${hostKey(row).split(' ')[1]}`})`,
      });
      continue;
    }
    claimed.set(id, where);
    claimed.set(hostClaim, where);
    const planned = { id, row, file: source.file, line: source.line };
    const existing = byId.get(id);
    if (!existing) plan.create.push(planned);
    else {
      const changed = changedFields(existing, row);
      if (changed.length === 0) plan.unchanged.push(planned);
      else plan.update.push({ ...planned, changed });
    }
  }
  if (prune) for (const bank of current) if (!claimed.has(bank.id)) plan.remove.push({ id: bank.id, name: bank.name });
  return plan;
}

/** The bank input of the directory's admin operations for a row. */
export function bankInputOf(id: string, row: BankRow): BankInput {
  return {
    id,
    name: row.name,
    url: row.url,
    description: row.description,
    countryCode: row.country,
    alternativeHostnames: row.alternativeHostnames,
    stocks: row.stocks.map((stock) => ({
      id: stockIdOf(id, stock.market, stock.symbol),
      marketId: marketIdOfKey(stock.market),
      symbol: stock.symbol,
      isPrimary: stock.primary,
    })),
    facts: factsOf(row),
  };
}

function hostKey(bank: { country: string; url: string }): string {
  return `${bank.country.toUpperCase()} ${normalizeHostname(bank.url) ?? bank.url}`;
}

/** The id of a new bank: the one its file's place gives, else bank_<cc>_<name as a slug> when free, else a random one. */
export function freshId(row: BankRow, fromPath: string | undefined, taken: ReadonlySet<string>): string {
  if (fromPath !== undefined && !taken.has(fromPath)) return fromPath;
  const slug = row.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
  const readable = `bank_${row.country.toLowerCase()}_${slug}`;
  return slug !== '' && !taken.has(readable) ? readable : newId('bank');
}

/** The fields whose stored value differs from the row's, compared as the directory stores them. */
function changedFields(stored: StoredBank, row: BankRow): string[] {
  const a = comparable(stored);
  const b = comparable(row);
  return BANK_ROW_FIELDS.filter((field) => field !== 'id' && a[field] !== b[field]);
}

function comparable(row: BankRow): Record<string, string> {
  const primary = normalizeHostname(row.url);
  const hostnames = [
    ...new Set(
      row.alternativeHostnames.map((raw) => normalizeHostname(raw)).filter((h) => h !== null && h !== primary),
    ),
  ].sort();
  return {
    country: row.country.toUpperCase(),
    name: row.name,
    url: row.url,
    alternativeHostnames: JSON.stringify(hostnames),
    stocks: JSON.stringify(row.stocks.map((s) => `${marketIdOfKey(s.market)} ${s.symbol} ${s.primary}`).sort()),
    kinds: JSON.stringify(row.kinds),
    ownership: JSON.stringify(row.ownership),
    parent: row.parent ?? '',
    headquarters: row.headquarters ?? '',
    size: row.size ?? '',
    alsoKnownAs: JSON.stringify(row.alsoKnownAs),
    formerNames: JSON.stringify(row.formerNames),
    description: row.description,
  };
}
