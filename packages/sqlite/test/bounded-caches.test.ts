import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { bagOfWordsEmbedder, generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { createDirectory, type Embedder } from '@bankdir/core';
import { LruCache } from '@bankdir/core/driver';
import type BetterSqlite3 from 'better-sqlite3';
import { openDatabase } from '../src/engine/open-database.ts';
import { preparedStatements } from '../src/engine/prepared-statements.ts';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// Every in-process cache has a bound: a stream of distinct requests cannot grow the process without limit.

const folder = tempFolder('bounded');
after(() => folder.remove());

describe('bounded caches', () => {
  it('the statement cache keeps at most its capacity of prepared statements, least recently used out first', () => {
    const database = openDatabase({ file: folder.file('statements.sqlite') });
    try {
      const prepared: string[] = [];
      const counting = {
        prepare: (sql: string) => {
          prepared.push(sql);
          return database.prepare(sql);
        },
        close: () => database.close(),
      } as unknown as BetterSqlite3.Database;
      const cache = preparedStatements(counting, 10);
      const select = (n: number) => `select ${n} as n`;
      for (let n = 0; n < 1_000; n++) cache.prepare(select(n));
      assert.equal(prepared.length, 1_000);
      cache.prepare(select(999));
      assert.equal(prepared.length, 1_000, 'a recent statement is reused');
      cache.prepare(select(0));
      assert.equal(prepared.length, 1_001, 'an old one was let go and is prepared again');
      for (let n = 991; n < 1_000; n++) cache.prepare(select(n));
      assert.equal(prepared.length, 1_001, 'the nine most recent besides it are kept');
      cache.prepare(select(990));
      assert.equal(prepared.length, 1_002, 'select 990 made room for select 0');
    } finally {
      database.close();
    }
  });

  it('the query-embedding cache of semantic search keeps at most queryCacheSize queries', async () => {
    const storage = await openSqliteStorage({ file: folder.file('queries.sqlite') });
    const inner = bagOfWordsEmbedder();
    const queries: string[] = [];
    const embedder: Embedder = {
      model: inner.model,
      dimensions: inner.dimensions,
      embed: async (texts) => {
        if (texts.length === 1 && texts[0]!.startsWith('query ')) queries.push(texts[0]!);
        return inner.embed(texts);
      },
    };
    const directory = createDirectory({ storage, embedder, queryCacheSize: 3, warn: () => {} });
    try {
      const data = generateDirectoryData({ seed: 3, banks: 5, countries: 1, votesPerBank: 0, productsPerBank: 0 });
      await insertDirectoryData(storage, data);
      await directory.admin.reindex();
      const search = (n: number) => directory.banks.semanticSearch({ query: `query ${n} about savings accounts` });
      for (let n = 0; n < 100; n++) await search(n);
      assert.equal(queries.length, 100, 'each new query is embedded once');
      await search(99);
      await search(97);
      assert.equal(queries.length, 100, 'the last three are cached');
      await search(0);
      assert.equal(queries.length, 101, 'an old query was let go and is embedded again');
    } finally {
      await directory.close();
    }
  });

  it('LruCache never holds more than its capacity', () => {
    const cache = new LruCache<string, number>(50);
    for (let n = 0; n < 10_000; n++) cache.set(`k${n}`, n);
    assert.equal(cache.size, 50);
    assert.equal(cache.get('k9999'), 9999);
    assert.equal(cache.get('k0'), undefined);
  });
});
