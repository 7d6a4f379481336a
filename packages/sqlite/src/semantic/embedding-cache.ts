import type { EmbeddingCache } from '@bankdir/core/driver';
import { type SemanticDb, vectorBytes, vectorFromBytes } from '@bankdir/kysely';
import { sql } from 'kysely';

// Vectors already computed, by model and SHA-256 of the embedded text, so unchanged text is never embedded twice.

const CHUNK = 500;

export function embeddingCache(db: SemanticDb): EmbeddingCache {
  const atomic = <T>(work: (on: SemanticDb) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return {
    async get(model, hashes) {
      const found = new Map<string, Float32Array>();
      for (let start = 0; start < hashes.length; start += CHUNK) {
        const chunk = hashes.slice(start, start + CHUNK);
        const { rows } = await sql<{
          textHash: string;
          vector: Uint8Array;
        }>`select textHash, vector from embedding_cache where model = ${model} and textHash in (${sql.join(chunk)})`.execute(
          db,
        );
        for (const row of rows) found.set(row.textHash, vectorFromBytes(row.vector));
      }
      return found;
    },
    async put(model, entries) {
      if (entries.length === 0) return;
      await atomic(async (on) => {
        for (const { hash, vector } of entries) {
          await sql`insert into embedding_cache (model, textHash, vector) values (${model}, ${hash}, ${vectorBytes(vector)})
            on conflict (model, textHash) do update set vector = excluded.vector`.execute(on);
        }
      });
    },
    async retain(model, keep) {
      const { rows } = await sql<{
        textHash: string;
      }>`select textHash from embedding_cache where model = ${model}`.execute(db);
      const drop = rows.map((row) => row.textHash).filter((hash) => !keep.has(hash));
      await atomic(async (on) => {
        for (let start = 0; start < drop.length; start += CHUNK) {
          await sql`delete from embedding_cache where model = ${model} and textHash in (${sql.join(drop.slice(start, start + CHUNK))})`.execute(
            on,
          );
        }
      });
      return drop.length;
    },
  };
}
