import type { BankFacts } from '../../bank-facts.ts';
import type { LruCache } from '../../lru-cache.ts';
import type { Country } from '../../schemas/resources.ts';
import type { BankRecord, Storage, VectorHit, VectorStore } from '../../storage.ts';
import type { Candidate } from './features.ts';
import type { QueryIntent } from './query-understanding.ts';

/**
 * How many banks each source hands to the ranker: the nearest by vector, the best by keywords, and, for each country
 * the query names (at most MAX_COUNTRIES), the nearest and best of that country. Fixed, never derived from `limit`, so
 * that the ranking of a query is the same whatever the answer's length.
 */
export const CANDIDATE_DEPTH = 40;
export const COUNTRY_DEPTH = 15;
const MAX_COUNTRIES = 3;

/** What the ranker reads of a bank besides its measures. */
export interface RankingBank {
  bank: Pick<BankRecord, 'id' | 'name' | 'countryId'>;
  facts: BankFacts | undefined;
}

/**
 * Banks read by earlier searches, each with the index generation it was read at: valid while the index stays at it
 * (every write of a bank's name, country or facts rewrites its sections, which moves the generation).
 */
export interface KnownBanks {
  generation: number;
  cache: LruCache<string, RankingBank & { generation: number }>;
}

export interface RankingInput {
  candidates: Candidate[];
  /** Each candidate's best section by vector, to show as the match. */
  sections: Map<string, VectorHit>;
}

/**
 * The banks a search ranks, with the raw measures the driver gives of them (cosine of the best section, bm25) and the
 * facts the ranker compares with the query: the nearest by vector, the best by keywords (for the query's keyword text:
 * its words, their corrections and English reading), the banks the query names (intent.nameBanks), so that a
 * misspelled name that neither vectors nor keywords find is still ranked, and for a question about size the largest
 * banks of the countries it names (intent.sizeBanks). `countryId` restricts every source to one country (the countryCode
 * parameter); `countries` maps the directory's country ids and codes. The query's `vector` may still be on its way:
 * the keyword searches need none, so they run first, while the embedder works, and only the vector half waits for it.
 */
export async function collectCandidates(
  storage: Storage,
  vectors: VectorStore,
  request: {
    vector: Float32Array | Promise<Float32Array>;
    intent: QueryIntent;
    countryId: string | undefined;
  },
  countries: { byCode: ReadonlyMap<string, Country>; byId: ReadonlyMap<string, Country> },
  known?: KnownBanks,
): Promise<RankingInput> {
  const { intent, countryId } = request;
  const scopes: { countryId?: string; depth: number }[] = [
    { ...(countryId !== undefined && { countryId }), depth: CANDIDATE_DEPTH },
  ];
  if (countryId === undefined) {
    for (const code of [...intent.countries].sort().slice(0, MAX_COUNTRIES)) {
      const country = countries.byCode.get(code);
      if (country) scopes.push({ countryId: country.id, depth: COUNTRY_DEPTH });
    }
  }
  const filterOf = (scope: { countryId?: string }) =>
    scope.countryId !== undefined ? { countryId: scope.countryId } : {};
  const keyword = new Map<string, number>();
  for (const scope of scopes)
    for (const hit of (await vectors.keywordSearch?.(intent.keywordText, { limit: scope.depth, ...filterOf(scope) })) ??
      [])
      keyword.set(hit.bankId, Math.max(keyword.get(hit.bankId) ?? 0, hit.score));
  const named = [...new Set([...intent.nameBanks, ...intent.sizeBanks])].filter((bankId) => !keyword.has(bankId));
  // The keyword and named candidates' banks are read while the vector is still on its way; the others' once it is here.
  const early = rankingBanks(storage, [...keyword.keys(), ...named], known);
  early.catch(() => {}); // awaited below; a failed embedding before that must not leave it unhandled
  const vector = await request.vector;
  const sections = new Map<string, VectorHit>();
  for (const scope of scopes)
    for (const hit of await vectors.search(vector, { limit: scope.depth, ...filterOf(scope) }))
      if (!sections.has(hit.bankId)) sections.set(hit.bankId, hit);
  const missing = [...keyword.keys(), ...named].filter((bankId) => !sections.has(bankId));
  if (missing.length > 0 && vectors.bestSections)
    for (const hit of await vectors.bestSections(vector, missing)) sections.set(hit.bankId, hit);
  const late = await rankingBanks(
    storage,
    [...sections.keys()].filter((bankId) => !keyword.has(bankId) && !named.includes(bankId)),
    known,
  );
  const inScope = (bank: RankingBank['bank']) => countryId === undefined || bank.countryId === countryId;
  const read = [...(await early), ...late].filter(({ bank }) => sections.has(bank.id) && inScope(bank));
  const banks = read.map(({ bank }) => bank);
  const facts = new Map(read.map(({ bank, facts }) => [bank.id, facts]));
  // Countries added since the vocabulary was built are looked up here.
  const unknown = [...new Set(banks.map((bank) => bank.countryId))].filter((id) => !countries.byId.has(id));
  const added = new Map(
    (unknown.length > 0 ? await storage.countries.getMany(unknown) : []).map((country) => [country.id, country]),
  );
  const codeOf = (countryId: string) =>
    (countries.byId.get(countryId) ?? added.get(countryId))?.code.toUpperCase() ?? '';
  const candidates = banks.map(
    (bank): Candidate => ({
      bankId: bank.id,
      countryCode: codeOf(bank.countryId),
      name: bank.name,
      facts: facts.get(bank.id),
      vector: sections.get(bank.id)!.similarity,
      keyword: keyword.get(bank.id) ?? 0,
    }),
  );
  return { candidates: candidates.sort((a, b) => (a.bankId < b.bankId ? -1 : 1)), sections };
}

/** The banks (those that exist) with their facts: from `known` when it has them, the others read and kept there. */
async function rankingBanks(storage: Storage, ids: readonly string[], known?: KnownBanks): Promise<RankingBank[]> {
  const found: RankingBank[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const kept = known?.cache.get(id);
    if (kept && kept.generation === known?.generation) found.push(kept);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const [banks, facts] = await Promise.all([storage.banks.getMany(missing), storage.banks.factsOf(missing)]);
  for (const { id, name, countryId } of banks) {
    const read: RankingBank = { bank: { id, name, countryId }, facts: facts.get(id) };
    found.push(read);
    if (known) known.cache.set(id, { ...read, generation: known.generation });
  }
  return found;
}
