import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { bagOfWordsEmbedder } from '@bankdir/conformance';
import { createDirectory, type Embedder } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import { sql } from 'kysely';
import { openSqliteStorage, type SqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// What makes a semantic search fast without changing its answer: answers kept per index generation, the index's
// copy in each process following writes from any connection, and the keyword half running while the query is embedded.

const folder = tempFolder('semantic-answers');
after(() => folder.remove());
const AT = '2025-01-01T00:00:00.000Z';

/** A bag-of-words embedder that records each query it embeds (the queries here have no full stop; sections do). */
function recording(): { embedder: Embedder; queries: string[] } {
  const inner = bagOfWordsEmbedder();
  const queries: string[] = [];
  return {
    queries,
    embedder: {
      model: inner.model,
      dimensions: inner.dimensions,
      embed: async (texts) => {
        if (texts.length === 1 && !texts[0]!.includes('.')) queries.push(texts[0]!);
        return inner.embed(texts);
      },
    },
  };
}

async function filled(file: string): Promise<SqliteStorage> {
  const storage = await openSqliteStorage({ file });
  await storage.countries.upsert(
    { id: 'ctry_a_nl', name: 'Netherlands', code: 'NL', emoji: '', nameKey: foldText('Netherlands') },
    AT,
  );
  return storage;
}

const bank = (id: string, description: string) => ({
  id,
  name: id.replace('bank_a_', 'Bank '),
  url: `https://${id.replace(/_/g, '-')}.example`,
  countryCode: 'NL',
  description,
});

describe('semantic search answers', () => {
  it('a repeated query is answered from the kept answer, without the model, until a write changes the index (a rename too)', async () => {
    const file = folder.file('kept.sqlite');
    const storage = await filled(file);
    const { embedder, queries } = recording();
    const directory = createDirectory({ storage, embedder, queryCacheSize: 0, answerCacheSize: 8, warn: () => {} });
    await directory.admin.createBank(bank('bank_a_farm', '## Farming\n\nLoans for tractors and harvest equipment.'));
    await directory.admin.createBank(bank('bank_a_boat', '## Boats\n\nYacht loans and marina berths.'));
    // Banks about other things, so that "tractor" is a rare word, as a bank's word is in a real directory.
    for (const topic of ['Savings', 'Mortgages', 'Pensions', 'Payments', 'Insurance', 'Brokerage'])
      await directory.admin.createBank(
        bank(`bank_a_${topic.toLowerCase()}`, `## ${topic}\n\n${topic} for households.`),
      );
    const search = async (query: string, limit = 10) =>
      (await directory.banks.semanticSearch({ query, limit })).data.map((match) => match.bankId);

    assert.deepEqual((await search('tractor loans')).slice(0, 1), ['bank_a_farm']);
    assert.deepEqual(queries, ['tractor loans']);
    const full = await search('tractor loans', 50);
    assert.deepEqual(await search('tractor loans', 1), full.slice(0, 1), 'a kept answer is cut to the limit');
    assert.deepEqual(queries, ['tractor loans'], 'repeats are not embedded again');

    await directory.admin.createBank(bank('bank_a_tractor', '## Tractors\n\nTractor loans, only tractor loans.'));
    assert.equal((await search('tractor loans'))[0], 'bank_a_tractor', 'a write in this process is seen at once');
    assert.equal(queries.length, 2, 'the answer was made anew');

    // Another connection to the same file (another worker process) writes: the kept answer is not reused either.
    const other = await openSqliteStorage({ file });
    const otherDirectory = createDirectory({ storage: other, embedder, warn: () => {} });
    await otherDirectory.admin.deleteBank('bank_a_tractor');
    assert.equal((await search('tractor loans'))[0], 'bank_a_farm', "another connection's write is seen at once");
    await otherDirectory.admin.updateBank('bank_a_boat', { description: '## Tractors\n\nTractor and tractor loans.' });
    assert.equal((await search('tractor loans'))[0], 'bank_a_boat');
    assert.equal(queries.length, 4);
    // What the ranker read of a bank is kept too, until the index changes: a rename is answered at once.
    await otherDirectory.admin.updateBank('bank_a_boat', { name: 'Boat and Tractor Bank' });
    const answer = (await directory.banks.semanticSearch({ query: 'tractor loans', limit: 50 })).data;
    assert.equal(answer.find((match) => match.bankId === 'bank_a_boat')?.bankName, 'Boat and Tractor Bank');
    await otherDirectory.close();
    await directory.close();
  });

  it("each process's copy of the index follows another connection's writes, resets and an index built before the change log", async () => {
    const file = folder.file('follow.sqlite');
    const first = await filled(file);
    const { embedder } = recording();
    const writer = createDirectory({ storage: first, embedder, warn: () => {} });
    const banks = Array.from({ length: 30 }, (_, index) =>
      bank(`bank_a_${String(index).padStart(2, '0')}`, `## Offer\n\nLoans for item${index}.`),
    );
    for (const entry of banks) await writer.admin.createBank(entry);
    // A reader that always takes the two-stage path through its in-process codes.
    const second = await openSqliteStorage({ file, vectors: { exactScanLimit: 0, candidatesPerResult: 100 } });
    const reader = createDirectory({ storage: second, embedder, warn: () => {} });
    const top = async (query: string) =>
      (await reader.banks.semanticSearch({ query, limit: 50 })).data.map((match) => match.bankId);
    const nearestIn = async (storage: SqliteStorage, query: string) =>
      (await storage.vectors!.search((await embedder.embed([query]))[0]!, { limit: 3 })).map((hit) => hit.bankId);
    const nearest = (query: string) => nearestIn(second, query);

    assert.equal((await top('item7'))[0], 'bank_a_07');
    await writer.admin.updateBank('bank_a_07', { description: '## Offer\n\nSavings accounts only.' });
    await writer.admin.createBank(bank('bank_a_new', '## Offer\n\nLoans for item7 and zeppelins.'));
    assert.equal((await nearest('zeppelins item7'))[0], 'bank_a_new', 'a bank created on another connection');
    assert.ok(!(await nearest('item7')).includes('bank_a_07'), 'a bank updated on another connection');
    await writer.admin.deleteBank('bank_a_new');
    assert.ok(!(await top('zeppelins item7')).includes('bank_a_new'), 'a bank deleted on another connection');

    await writer.admin.reindex();
    assert.equal((await nearest('item12'))[0], 'bank_a_12', 'after a reset on another connection');

    // An index written before the change log existed: the log is made when first needed, and the copy follows writes.
    await sql`drop table semantic_generation`.execute(first.kysely);
    await sql`drop table semantic_changes`.execute(first.kysely);
    const third = await openSqliteStorage({ file, vectors: { exactScanLimit: 0 } });
    assert.equal((await nearestIn(third, 'item20'))[0], 'bank_a_20');
    await writer.admin.deleteBank('bank_a_20');
    assert.ok(!(await nearestIn(third, 'item20')).includes('bank_a_20'), 'a deletion after the change log was made');
    await Promise.all([writer.close(), reader.close(), third.close()]);
  });

  it('keyword search reads "ı", "ł", "ø" and "ß" as plain letters on both sides: either spelling finds the other', async () => {
    const storage = await filled(folder.file('plain-letters.sqlite'));
    const directory = createDirectory({ storage, embedder: bagOfWordsEmbedder(), warn: () => {} });
    await directory.admin.createBank(bank('bank_a_cotton', '## History\n\nFounded by the Sabancı family in Adana.'));
    await directory.admin.createBank(bank('bank_a_harbour', '## History\n\nFounded by shipowners of Nørresundby.'));
    for (const topic of ['Savings', 'Mortgages', 'Pensions', 'Payments', 'Insurance', 'Brokerage'])
      await directory.admin.createBank(
        bank(`bank_a_${topic.toLowerCase()}`, `## ${topic}\n\n${topic} for households.`),
      );
    const first = async (query: string) => (await directory.banks.semanticSearch({ query, limit: 5 })).data[0]?.bankId;
    assert.equal(await first('sabanci'), 'bank_a_cotton');
    assert.equal(await first('sabancı'), 'bank_a_cotton');
    assert.equal(await first('norresundby'), 'bank_a_harbour');
    await directory.close();
  });

  it('the keyword half of a search runs while the query is being embedded', async () => {
    const storage = await filled(folder.file('overlap.sqlite'));
    const { embedder: plain } = recording();
    let release: () => void = () => {};
    const events: string[] = [];
    const embedder: Embedder = {
      ...plain,
      embed: async (texts) => {
        if (texts.length === 1 && texts[0] === 'tractor loans') {
          events.push('embedding started');
          await new Promise<void>((resolve) => {
            release = resolve;
            setTimeout(resolve, 2000); // never waits for ever, even if the keyword half waited for the vector
          });
          events.push('embedding done');
        }
        return plain.embed(texts);
      },
    };
    const directory = createDirectory({ storage, embedder, warn: () => {} });
    await directory.admin.createBank(bank('bank_a_farm', '## Farming\n\nLoans for tractors.'));
    await directory.banks.semanticSearch({ query: 'warm up' });
    const vectors = storage.vectors!;
    storage.vectors = {
      ...vectors,
      keywordSearch: async (text, options) => {
        events.push('keyword search');
        if (events.includes('embedding started') && !events.includes('embedding done')) release();
        return vectors.keywordSearch!(text, options);
      },
    };
    const answer = await directory.banks.semanticSearch({ query: 'tractor loans' });
    assert.deepEqual(events, ['embedding started', 'keyword search', 'embedding done']);
    assert.equal(answer.data[0]?.bankId, 'bank_a_farm');
    await directory.close();
  });
});
