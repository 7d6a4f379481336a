import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import type { Directory, SemanticMatch } from '@bankdir/core';
import { createDirectory } from '@bankdir/core';
import { embeddingText, excerpt, indexModelOf, splitSections } from '@bankdir/core/driver';
import { bagOfWords, bagOfWordsEmbedder, cosine } from './bag-of-words-embedder.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, type Harness, withHarness } from './harness.ts';

const EMBEDDER = bagOfWordsEmbedder();

export const BANKS = [
  {
    id: 'bank_sem_crypto',
    name: 'Ledger Trust',
    description:
      'A bank for modern savers.\n\n## Crypto custody\n\nCustody of bitcoin and other digital assets, crypto trading and cold storage wallets.\n\n## Branches\n\nThree branches in the capital.',
  },
  {
    id: 'bank_sem_farm',
    name: 'Harvest Credit',
    description:
      'Loans for farmers and agricultural cooperatives.\n\n## Equipment\n\nTractor and harvester financing with seasonal repayments.',
  },
  {
    id: 'bank_sem_student',
    name: 'Campus Bank',
    description:
      '## Students\n\nFree accounts for students, student loans and graduate overdrafts.\n\n## Travel\n\nNo fees on card payments abroad while studying overseas.',
  },
  {
    id: 'bank_sem_mortgage',
    name: 'Keystone Homes',
    description: 'Mortgages and home equity loans for families buying their first house.',
  },
  {
    id: 'bank_sem_export',
    name: 'Meridian Trade',
    description:
      'Trade finance for exporters.\n\n## Foreign exchange\n\nA foreign exchange desk with forward contracts and currency hedging for exporters and importers.',
  },
  {
    id: 'bank_sem_long',
    name: 'Verbose Savings',
    description: `Savings accounts with ${'steady interest and careful service '.repeat(30)}for everyone.`,
  },
];

/** The answer the contract expects, computed with the same embedder: each bank's best section, similarity rounded and floored at 0. */
export function expectedMatches(
  banks: readonly { id: string; name: string; description: string; countryName?: string }[],
  query: string,
): (SemanticMatch & { exact: number; margin: number })[] {
  const queryVector = bagOfWords(query, EMBEDDER.dimensions);
  return banks
    .map((bank) => {
      const scored = splitSections(bank.name, bank.description)
        .map((section) => ({
          section,
          similarity: cosine(
            queryVector,
            bagOfWords(
              embeddingText({ bankName: bank.name, countryName: bank.countryName, facts: undefined }, section),
              EMBEDDER.dimensions,
            ),
          ),
        }))
        .sort((a, b) => b.similarity - a.similarity);
      const best = scored[0]!;
      return {
        bankId: bank.id,
        bankName: bank.name,
        similarity: Math.max(0, Math.round(100 * best.similarity)),
        matchingSection: excerpt(best.section.text),
        sectionTitle: best.section.title,
        exact: best.similarity,
        margin: best.similarity - (scored[1]?.similarity ?? -1),
      };
    })
    .sort((a, b) => b.similarity - a.similarity || (a.bankId < b.bankId ? -1 : 1));
}

/**
 * Compares an answer with the expected one: the same banks, each with its best section by cosine, ordered by the
 * search's own relevance score (`similarity`, a whole percentage) desc, then bankId.
 */
function assertMatches(
  actual: readonly SemanticMatch[],
  expected: ReturnType<typeof expectedMatches>,
  label: string,
): void {
  assert.deepEqual(
    new Set(actual.map((match) => match.bankId)),
    new Set(expected.map((match) => match.bankId)),
    `${label}: the banks found`,
  );
  actual.forEach((match, index) => {
    const next = actual[index + 1];
    if (next)
      assert.ok(
        match.similarity > next.similarity || (match.similarity === next.similarity && match.bankId < next.bankId),
        `${label}: ordered by similarity desc, then bankId`,
      );
    const reference = expected.find((entry) => entry.bankId === match.bankId)!;
    assert.ok(
      Number.isInteger(match.similarity) && match.similarity >= 0 && match.similarity <= 100,
      `${label}: similarity of ${match.bankId} is a whole percentage`,
    );
    assert.equal(match.bankName, reference.bankName, `${label}: bankName of ${match.bankId}`);
    if (reference.margin > 0.01) {
      assert.equal(match.sectionTitle, reference.sectionTitle, `${label}: best section of ${match.bankId}`);
      assert.equal(match.matchingSection, reference.matchingSection, `${label}: matchingSection of ${match.bankId}`);
    }
    assert.ok(match.matchingSection.length <= 500, `${label}: matchingSection is at most 500 characters`);
  });
}

/** A directory with the test embedder over the harness's storage, and the test banks; skips when the driver has no vector index. */
export async function semanticWorld(
  t: TestContext,
  harness: Harness,
): Promise<
  | { directory: Directory; countryCodes: string[]; banks: ((typeof BANKS)[number] & { countryName: string })[] }
  | undefined
> {
  if (!harness.storage.vectors) {
    await expectDirectoryError(
      () =>
        createDirectory({
          storage: harness.storage,
          embedder: EMBEDDER,
          clock: harness.clock.now,
          warn: () => {},
        }).banks.semanticSearch({ query: 'any bank' }),
      'SERVICE_UNAVAILABLE',
    );
    t.skip(
      'the driver has no vector index (Storage.vectors is undefined): semantic search answers SERVICE_UNAVAILABLE',
    );
    return undefined;
  }
  const directory = createDirectory({
    storage: harness.storage,
    embedder: EMBEDDER,
    clock: harness.clock.now,
    warn: () => {},
  });
  const { countries } = await seedCountries(harness.storage, 2);
  for (const [index, bank] of BANKS.entries())
    await createTestBank(directory, { ...bank, countryId: countries[index % 2]!.id });
  return {
    directory,
    countryCodes: countries.map((country) => country.code),
    // The country is part of what is embedded for a section (semantic/section-context.ts).
    banks: BANKS.map((bank, index) => ({ ...bank, countryName: countries[index % 2]!.name })),
  };
}

export function semanticSearchConformance(options: ConformanceOptions): void {
  describe("GET /banks/semantic-search over the driver's vector index", () => {
    it('without an embedder semantic search is SERVICE_UNAVAILABLE, and its query is validated first', () =>
      withHarness(options, async ({ directory }) => {
        await expectDirectoryError(
          () => directory.banks.semanticSearch({ query: 'a bank for farmers' }),
          'SERVICE_UNAVAILABLE',
        );
        await expectDirectoryError(() => directory.banks.semanticSearch({} as never), 'BAD_REQUEST', ['query']);
        await expectDirectoryError(() => directory.banks.semanticSearch({ query: '' }), 'BAD_REQUEST', ['query']);
        await expectDirectoryError(() => directory.banks.semanticSearch({ query: 'x'.repeat(1001) }), 'BAD_REQUEST', [
          'query',
        ]);
        for (const limit of [0, 51, 'ten'] as never[])
          await expectDirectoryError(
            () => directory.banks.semanticSearch({ query: 'farm loans', limit }),
            'BAD_REQUEST',
            ['limit'],
          );
        await expectDirectoryError(
          () => directory.banks.semanticSearch({ query: 'farm loans', countryCode: 'USA' }),
          'BAD_REQUEST',
          ['countryCode'],
        );
      }));

    it("finds each bank once with its best section, best first then by bankId; text before the first heading is titled with the bank's name", (t) =>
      withHarness(options, async (harness) => {
        const world = await semanticWorld(t, harness);
        if (!world) return;
        for (const query of [
          'a bank offering crypto custody for bitcoin and digital assets',
          'loans for farmers to buy a tractor',
          'free student accounts and student loans',
          'steady interest on savings accounts',
          'currency hedging for exporters',
        ]) {
          const expected = expectedMatches(world.banks, query);
          const { data } = await world.directory.banks.semanticSearch({ query, limit: 50 });
          assertMatches(data, expected, `query "${query}"`);
          assert.equal(data[0]?.bankId, expected[0]?.bankId, `query "${query}": the best bank first`);
          // The driver's own measure: each bank's best section and its cosine, as the ranker receives them.
          const hits = await harness.storage.vectors!.search(bagOfWords(query, EMBEDDER.dimensions), { limit: 50 });
          for (const hit of hits) {
            const reference = expected.find((entry) => entry.bankId === hit.bankId)!;
            assert.ok(Math.abs(hit.similarity - reference.exact) < 0.005, `query "${query}": cosine of ${hit.bankId}`);
          }
        }
        assert.deepEqual(
          await harness.storage.vectors?.indexInfo(),
          { model: indexModelOf(EMBEDDER), dimensions: EMBEDDER.dimensions },
          'the index records the model it was built with',
        );
        const verbose = (
          await world.directory.banks.semanticSearch({ query: 'steady interest on savings accounts', limit: 1 })
        ).data[0];
        assert.deepEqual(
          [verbose?.bankId, verbose?.sectionTitle],
          ['bank_sem_long', 'Verbose Savings'],
          "the untitled first section is titled with the bank's name",
        );
        assert.ok(
          verbose && verbose.matchingSection.length <= 500 && verbose.matchingSection.endsWith('…'),
          'a long section is cut to 500 characters',
        );
      }));

    it('limit and countryCode narrow the results; a countryCode of no country finds nothing', (t) =>
      withHarness(options, async (harness) => {
        const world = await semanticWorld(t, harness);
        if (!world) return;
        const query = 'foreign exchange and currency hedging for exporters';
        const limited = await world.directory.banks.semanticSearch({ query, limit: 2 });
        assert.equal(limited.data.length, 2, 'limit=2');
        const all = await world.directory.banks.semanticSearch({ query, limit: 50 });
        assert.deepEqual(limited.data, all.data.slice(0, 2), 'limit=2 is the head of limit=50');
        assert.equal(limited.data[0]?.bankId, 'bank_sem_export', 'limit=2 keeps the best');
        const [code] = world.countryCodes;
        const inCountry = world.banks.filter((_, index) => index % 2 === 0);
        const filtered = await world.directory.banks.semanticSearch({
          query,
          countryCode: code!.toLowerCase(),
          limit: 50,
        });
        assertMatches(filtered.data, expectedMatches(inCountry, query), `countryCode=${code}`);
        assert.deepEqual(
          (await world.directory.banks.semanticSearch({ query, countryCode: 'QQ' })).data,
          [],
          'countryCode of no country',
        );
        assert.equal(
          (await world.directory.banks.semanticSearch({ query })).data.length,
          BANKS.length,
          'the default limit of 10 covers every bank',
        );
      }));

    it('the index follows every bank create, update and delete before the write returns', (t) =>
      withHarness(options, async (harness) => {
        const world = await semanticWorld(t, harness);
        if (!world) return;
        const { directory } = world;
        const top = async (query: string) => (await directory.banks.semanticSearch({ query, limit: 50 })).data;
        await top('build the index');
        const countryId = (await harness.storage.countries.getByCode(world.countryCodes[0]!))!.id;
        const created = await createTestBank(directory, {
          name: 'Orchard Bank',
          countryId,
          description: 'Beekeeping loans and honey cooperative accounts.',
        });
        assert.equal(
          (await top('loans for beekeeping and honey'))[0]?.bankId,
          created.id,
          'a created bank is found at once',
        );
        await directory.admin.updateBank(created.id, { description: 'Yacht financing and marina berth mortgages.' });
        assert.equal(
          (await top('yacht financing for a marina berth'))[0]?.bankId,
          created.id,
          'an updated description is found at once',
        );
        assert.notEqual(
          (await top('loans for beekeeping and honey'))[0]?.bankId,
          created.id,
          'the old description is forgotten',
        );
        await directory.admin.updateBank(created.id, { countryCode: world.countryCodes[1]! });
        const moved = await directory.banks.semanticSearch({
          query: 'yacht financing for a marina berth',
          countryCode: world.countryCodes[1]!,
          limit: 50,
        });
        assert.equal(moved.data[0]?.bankId, created.id, 'a moved bank is found under its new country');
        await directory.admin.deleteBank(created.id);
        assert.ok(
          !(await top('yacht financing for a marina berth')).some((match) => match.bankId === created.id),
          'a deleted bank is gone',
        );
        const hits = await harness.storage.vectors!.search(
          bagOfWords('yacht financing for a marina berth', EMBEDDER.dimensions),
          { limit: 50 },
        );
        assert.ok(!hits.some((hit) => hit.bankId === created.id), 'Storage.vectors keeps no section of a deleted bank');
        assert.deepEqual(
          new Set(hits.map((hit) => hit.bankId)),
          new Set(BANKS.map((bank) => bank.id)),
          'Storage.vectors.search answers one best hit per bank',
        );
      }));
  });
}
