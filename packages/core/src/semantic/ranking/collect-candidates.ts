import type { Country } from '../../schemas/resources.ts';
import type { Storage, VectorHit, VectorStore } from '../../storage.ts';
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

export interface RankingInput {
  candidates: Candidate[];
  /** Each candidate's best section by vector, to show as the match. */
  sections: Map<string, VectorHit>;
}

/**
 * The banks a search ranks, with the raw measures the driver gives of them (cosine of the best section, bm25) and the
 * facts the ranker compares with the query. `countryId` restricts every source to one country (the countryCode
 * parameter); `countries` maps the directory's country ids and codes.
 */
export async function collectCandidates(
  storage: Storage,
  vectors: VectorStore,
  request: { vector: Float32Array; text: string; intent: QueryIntent; countryId: string | undefined },
  countries: { byCode: ReadonlyMap<string, Country>; byId: ReadonlyMap<string, Country> },
): Promise<RankingInput> {
  const { vector, text, intent, countryId } = request;
  const scopes: { countryId?: string; depth: number }[] = [
    { ...(countryId !== undefined && { countryId }), depth: CANDIDATE_DEPTH },
  ];
  if (countryId === undefined) {
    for (const code of [...intent.countries].sort().slice(0, MAX_COUNTRIES)) {
      const country = countries.byCode.get(code);
      if (country) scopes.push({ countryId: country.id, depth: COUNTRY_DEPTH });
    }
  }
  const sections = new Map<string, VectorHit>();
  const keyword = new Map<string, number>();
  for (const scope of scopes) {
    const filter = scope.countryId !== undefined ? { countryId: scope.countryId } : {};
    for (const hit of await vectors.search(vector, { limit: scope.depth, ...filter }))
      if (!sections.has(hit.bankId)) sections.set(hit.bankId, hit);
    for (const hit of (await vectors.keywordSearch?.(text, { limit: scope.depth, ...filter })) ?? [])
      keyword.set(hit.bankId, Math.max(keyword.get(hit.bankId) ?? 0, hit.score));
  }
  const missing = [...keyword.keys()].filter((bankId) => !sections.has(bankId));
  if (missing.length > 0 && vectors.bestSections)
    for (const hit of await vectors.bestSections(vector, missing)) sections.set(hit.bankId, hit);
  const ids = [...sections.keys()];
  const [banks, facts] = await Promise.all([storage.banks.getMany(ids), storage.banks.factsOf(ids)]);
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
