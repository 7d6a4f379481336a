import { DirectoryError } from '../errors.ts';
import { readKeysetPage } from '../paging/keyset.ts';
import { type Page, type PageRequest, readAllPages } from '../paging/page.ts';
import type { BankRecord } from '../storage.ts';
import type { ServiceContext } from './context.ts';
import { ensureIndexBuilt, SEMANTIC_NOT_CONFIGURED } from './reindex.ts';
import { embedQuery, guard } from './semantic-search.ts';

/** Where a bank stands in the description order: its similarity (higher first), then its id. */
interface SimilarityKey {
  similarity: number;
  id: string;
}

/** A bank without an indexed description section sorts after every bank that has one. */
const NO_SECTION = Number.NEGATIVE_INFINITY;

export interface DescriptionRankingQuery {
  text: string;
  countryId?: string;
  /** Folded. */
  search?: string;
  page: PageRequest;
  withTotal: boolean;
}

/**
 * GET /banks?description=<text>: the banks the other filters keep that have a description, ordered by the cosine
 * similarity of their best description section to the text (from the semantic index, the same measure semantic search
 * starts from), highest first, then by id. Paged by keyset like every list: the key of a bank is (similarity, id), and
 * a cursor bank outside the filters is placed by its own similarity (-∞ without an indexed description). Every page
 * scores each bank the filters keep, so its cost grows with them, unlike the index-served sort keys.
 */
export async function banksByDescription(
  context: ServiceContext,
  query: DescriptionRankingQuery,
): Promise<Page<BankRecord>> {
  const { embedder } = context;
  const vectors = context.storage.vectors;
  if (!embedder || !vectors) throw new DirectoryError('SERVICE_UNAVAILABLE', SEMANTIC_NOT_CONFIGURED);
  const bestSections = vectors.bestSections?.bind(vectors);
  if (!bestSections)
    throw new DirectoryError('SERVICE_UNAVAILABLE', 'This storage cannot rank banks by their description.');
  await guard(() => ensureIndexBuilt(context));
  const vector = await guard(() => embedQuery(context, embedder, query.text));
  const similarities = async (ids: readonly string[]) =>
    new Map((await bestSections(vector, ids)).map((hit) => [hit.bankId, hit.similarity]));

  const banks = await filteredBanks(context, query);
  const scored = await similarities(banks.map((bank) => bank.id));
  const keyOf = (bank: BankRecord): SimilarityKey => ({ similarity: scored.get(bank.id) ?? NO_SECTION, id: bank.id });
  const ordered = [...banks].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const byId = new Map(banks.map((bank) => [bank.id, bank]));

  const page = await readKeysetPage<BankRecord, SimilarityKey>(
    {
      async keyOfId(id) {
        const known = byId.get(id);
        if (known) return keyOf(known);
        if (!(await context.storage.banks.get(id))) return undefined;
        return { similarity: (await similarities([id])).get(id) ?? NO_SECTION, id };
      },
      keyOf,
      async walk(from, direction, count) {
        if (direction === 'forward') {
          const start = from === null ? 0 : ordered.findIndex((bank) => compareKeys(keyOf(bank), from) > 0);
          return start < 0 ? [] : ordered.slice(start, start + count);
        }
        const end = from === null ? ordered.length : ordered.findIndex((bank) => compareKeys(keyOf(bank), from) >= 0);
        const stop = end < 0 ? ordered.length : end;
        return ordered.slice(Math.max(0, stop - count), stop).reverse();
      },
    },
    query.page,
  );
  return query.withTotal ? { ...page, total: banks.length } : page;
}

/** Negative when `a` comes first: higher similarity first, then the smaller id. */
function compareKeys(a: SimilarityKey, b: SimilarityKey): number {
  if (a.similarity !== b.similarity) return a.similarity > b.similarity ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Every bank the filters keep that has a description, read page by page from the storage's own list. */
function filteredBanks(context: ServiceContext, query: DescriptionRankingQuery): Promise<BankRecord[]> {
  return readAllPages((page) =>
    context.storage.banks.list({
      ...(query.countryId !== undefined && { countryId: query.countryId }),
      ...(query.search !== undefined && { search: query.search }),
      hasDescription: true,
      sortBy: 'name',
      sortOrder: 'asc',
      page,
      withTotal: false,
    }),
  );
}
