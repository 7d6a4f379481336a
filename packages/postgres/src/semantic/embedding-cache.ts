import type { EmbeddingCache } from '@bankdir/core/driver';
import { type SemanticDb, vectorBytes, vectorFromBytes } from '@bankdir/kysely';
import { sql } from 'kysely';

// Vectors already computed, by model and SHA-256 of the embedded text, so unchanged text is never embedded twice.

const CHUNK = 500;

export function embeddingCache(db: SemanticDb): EmbeddingCache {
  return {
    async get(model, hashes) {
      const found = new Map<string, Float32Array>();
      for (let start = 0; start < hashes.length; start += CHUNK) {
        const { rows } = await sql<{ textHash: string; vector: Uint8Array }>`
          select "textHash", vector from embedding_cache
          where model = ${model} and "textHash" = any(${hashes.slice(start, start + CHUNK)}::text[])`.execute(db);
        for (const row of rows) found.set(row.textHash, vectorFromBytes(row.vector));
      }
      return found;
    },
    async put(model, entries) {
      for (let start = 0; start < entries.length; start += CHUNK) {
        const chunk = entries.slice(start, start + CHUNK);
        // Not in a transaction: cache entries are never wrong, and a write transaction would wait for the write lock.
        await sql`insert into embedding_cache (model, "textHash", vector)
          select ${model}, * from unnest(${chunk.map((entry) => entry.hash)}::text[], ${chunk.map((entry) => vectorBytes(entry.vector))}::bytea[])
          on conflict (model, "textHash") do update set vector = excluded.vector`.execute(db);
      }
    },
    async retain(model, keep) {
      const { rows } = await sql<{ textHash: string }>`
        select "textHash" from embedding_cache where model = ${model}`.execute(db);
      const drop = rows.map((row) => row.textHash).filter((hash) => !keep.has(hash));
      for (let start = 0; start < drop.length; start += CHUNK) {
        await sql`delete from embedding_cache
          where model = ${model} and "textHash" = any(${drop.slice(start, start + CHUNK)}::text[])`.execute(db);
      }
      return drop.length;
    },
  };
}
