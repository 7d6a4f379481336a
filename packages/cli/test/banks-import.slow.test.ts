import assert from 'node:assert/strict';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { readAllPages } from '@bankdir/core/driver';
import { withDatabase } from '../src/database.ts';
import { openDirectory } from '../src/open-directory.ts';
import { cli, engines, everyBankList, generatedBanks, jsonLinesOf, scratchFolder } from './helpers/bank-targets.ts';

// bankdir import and export on SQLite and PostgreSQL: a dry run changes nothing, an import is all or nothing and
// idempotent, and what export writes imports into an empty directory with the same answers to every bank list.

const folder = scratchFolder();

// A slice of the default data set's own files (real banks, accents, listings, every fact) keeps the round trips quick.
const DATA_BANKS = join(import.meta.dirname, '..', '..', '..', 'data', 'banks');
const SLICE_COUNTRIES = ['de', 'nl', 'ke', 'sg', 'is', 'lu'];
const slice = join(folder, 'data-slice');
for (const country of SLICE_COUNTRIES) cpSync(join(DATA_BANKS, country), join(slice, country), { recursive: true });
const sliceCount = SLICE_COUNTRIES.reduce((sum, country) => sum + readdirSync(join(slice, country)).length, 0);
const all = engines();
after(async () => {
  for (const engine of all) await engine.cleanUp();
  rmSync(folder, { recursive: true, force: true });
});

async function json(args: string[]) {
  const result = await cli([...args, '--json']);
  return { ...result, body: result.stdout.trim() === '' ? undefined : JSON.parse(result.stdout) };
}

async function bankCount(target: Parameters<typeof openDirectory>[0]['target']): Promise<number> {
  return withDatabase(
    await openDirectory({ target }),
    async ({ storage }) =>
      (await storage.banks.list({ sortBy: 'name', sortOrder: 'asc', page: { limit: 1 }, withTotal: true })).total ?? -1,
  );
}

/** Every bank as stored, updatedAt included. */
async function storedBanks(target: Parameters<typeof openDirectory>[0]['target']) {
  return withDatabase(await openDirectory({ target }), ({ storage }) =>
    readAllPages((page) => storage.banks.list({ sortBy: 'name', sortOrder: 'asc', page, withTotal: false })),
  );
}

for (const engine of all) {
  describe(`bankdir import and export (${engine.name})`, { skip: engine.skip }, () => {
    const saved = process.env.BANKDIR_EMBEDDER;
    process.env.BANKDIR_EMBEDDER = 'none';
    after(() => {
      if (saved === undefined) delete process.env.BANKDIR_EMBEDDER;
      else process.env.BANKDIR_EMBEDDER = saved;
    });

    const count = 1000;
    test(`${count} generated banks: the dry run lists them and changes nothing; the import adds them; a second import changes nothing`, async () => {
      const { target, flags } = await engine.fresh(`import_${count}`);
      const file = join(folder, `${engine.name}-${count}.jsonl`);
      writeFileSync(file, jsonLinesOf(generatedBanks(count)));

      const dry = await json(['import', file, ...flags, '--dry-run']);
      assert.equal(dry.code, 0, dry.stderr);
      assert.equal(dry.body.new.length, count);
      assert.equal(dry.body.applied, false);
      assert.equal(
        await bankCount(target),
        0,
        'the dry run wrote nothing (into a new database that has only its countries)',
      );

      const first = await json(['import', file, ...flags]);
      assert.equal(first.code, 0, first.stderr);
      assert.equal(first.body.new.length, count);
      assert.equal(await bankCount(target), count);
      const before = await storedBanks(target);

      const second = await json(['import', file, ...flags]);
      assert.equal(second.code, 0, second.stderr);
      assert.deepEqual([second.body.new.length, second.body.changed.length, second.body.unchanged], [0, 0, count]);
      assert.deepEqual(await storedBanks(target), before, 'no bank was written again: every updatedAt is the same');
    });

    test('a file with three bad rows changes nothing and names each of the three rows', async () => {
      const { target, flags } = await engine.fresh('import_bad');
      const rows = generatedBanks(10);
      rows[2] = { ...rows[2], country: 'XX' };
      rows[5] = { ...rows[5], kinds: ['retail', 'spaceship'] };
      rows[8] = { ...rows[8], url: 'not a url' };
      const file = join(folder, `${engine.name}-bad.jsonl`);
      writeFileSync(file, jsonLinesOf(rows));
      const result = await json(['import', file, ...flags]);
      assert.equal(result.code, 1);
      assert.deepEqual(
        result.body.problems.map((problem: { line: number }) => problem.line),
        [3, 6, 9],
      );
      assert.match(result.body.problems[0].message, /country/);
      assert.match(result.body.problems[1].message, /kinds/);
      assert.match(result.body.problems[2].message, /url/);
      assert.match(result.stderr, /3 problems .* nothing was changed/);
      assert.equal(await bankCount(target), 0);
    });

    // The formats are read and written by @bankdir/core/transfer whatever the engine: SQLite round-trips all three,
    // PostgreSQL the one that carries every field (its point is the storage, and each round trip costs minutes there).
    const formats = engine.name === 'postgres' ? (['jsonl'] as const) : (['jsonl', 'csv', 'markdown'] as const);
    for (const format of formats) {
      test(`export as ${format}, then import into an empty directory: every bank list answers the same, both orders`, async () => {
        const source = await engine.fresh(`export_${format}`);
        assert.equal((await cli(['import', slice, ...source.flags, '--json'])).code, 0);
        const extra = join(folder, `${engine.name}-${format}-extra.jsonl`);
        // Banks that the data set's files do not cover: a random id, no facts, a description with odd characters.
        writeFileSync(
          extra,
          jsonLinesOf([
            {
              id: 'bank_x1',
              country: 'DE',
              name: 'Zeta "Quoted", Bank',
              url: 'http://zeta.example.de/path',
              description: 'Line one\nline | two, "three"',
            },
            {
              country: 'FR',
              name: 'Épargne Ünique',
              url: 'https://epargne.example.fr',
              alsoKnownAs: ['É U', 'EU bank'],
              parent: 'Groupe X',
            },
          ]),
        );
        assert.equal((await cli(['import', extra, ...source.flags, '--json'])).code, 0);
        const path = join(folder, `${engine.name}-export${format === 'markdown' ? '' : `.${format}`}`);
        const exported = await json(['export', path, ...source.flags]);
        assert.equal(exported.code, 0, exported.stderr);
        assert.equal(exported.body.banks, sliceCount + 2);

        const copy = await engine.fresh(`import_${format}`);
        const imported = await json(['import', path, ...copy.flags]);
        assert.equal(imported.code, 0, imported.stderr);
        assert.equal(imported.body.new.length, sliceCount + 2);
        const [want, got] = [
          await withDatabase(await openDirectory({ target: source.target }), everyBankList),
          await withDatabase(await openDirectory({ target: copy.target }), everyBankList),
        ];
        for (const name of Object.keys(want)) assert.deepEqual(got[name], want[name], name);

        const twice = await json(['import', path, ...source.flags]);
        assert.deepEqual(
          [twice.body.new.length, twice.body.changed.length, twice.body.unchanged],
          [0, 0, sliceCount + 2],
          format,
        );
      });
    }

    test('--prune removes the banks the file does not hold; the dry run lists them first', async () => {
      const { target, flags } = await engine.fresh('import_prune');
      const file = join(folder, `${engine.name}-prune.jsonl`);
      writeFileSync(file, jsonLinesOf(generatedBanks(5)));
      assert.equal((await cli(['import', file, ...flags])).code, 0);
      writeFileSync(file, jsonLinesOf(generatedBanks(3)));
      const dry = await json(['import', file, ...flags, '--prune', '--dry-run']);
      assert.equal(dry.body.removed.length, 2);
      assert.equal(await bankCount(target), 5);
      const pruned = await json(['import', file, ...flags, '--prune']);
      assert.equal(pruned.code, 0, pruned.stderr);
      assert.equal(await bankCount(target), 3);
    });
  });
}
