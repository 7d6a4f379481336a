import { type Embedder, unitLength } from '@bankdir/core';

/** The data types transformers.js can load (each maps to a file under onnx/, e.g. fp32: model.onnx, q8: model_quantized.onnx). */
export type TransformersDtype = 'fp32' | 'fp16' | 'q8' | 'int8' | 'uint8' | 'q4' | 'bnb4' | 'q4f16';

/** Where a progress line goes: a terminal stream redraws it in place, anything else gets a few whole lines. */
export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface TransformersEmbedderOptions {
  /** A Hugging Face feature-extraction model with ONNX weights; default `Xenova/all-MiniLM-L6-v2`. */
  model?: string;
  /**
   * A local folder holding models as `<org>/<name>/` (config.json, tokenizer.json, tokenizer_config.json,
   * onnx/model.onnx): models are read from there and never downloaded (BANKDIR_MODEL_DIR).
   */
  modelDir?: string;
  /** Where downloaded models are kept; default transformers.js' own cache folder. */
  cacheDir?: string;
  /** Which weights to load; default fp32. */
  dtype?: TransformersDtype;
  /** Texts per model call; default 32. */
  batchSize?: number;
  /** Where the download progress line goes (default process.stderr); false for none. */
  progress?: ProgressStream | false;
}

export const DEFAULT_TRANSFORMERS_MODEL = 'Xenova/all-MiniLM-L6-v2';

/** Vector sizes of well-known models, so `dimensions` is right before the model loads; others are measured on load. */
const KNOWN_DIMENSIONS: Record<string, number> = {
  'Xenova/all-MiniLM-L6-v2': 384,
  'Xenova/all-MiniLM-L12-v2': 384,
  'Xenova/paraphrase-multilingual-MiniLM-L12-v2': 384,
  'Xenova/bge-small-en-v1.5': 384,
  'Xenova/all-mpnet-base-v2': 768,
};

/** Raised when the model cannot be loaded; semantic search answers 503 with this message. */
export class TransformersLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransformersLoadError';
  }
}

type FeatureExtractor = (
  texts: string[],
  options: { pooling: 'mean'; normalize: boolean },
) => Promise<{ data: ArrayLike<number>; dims: number[] }>;

/**
 * An Embedder over @huggingface/transformers' feature-extraction pipeline on onnxruntime-node (CPU): the model's last
 * hidden state, mean-pooled over the tokens the attention mask marks as real (padding left out), scaled to unit
 * length, in batches. On first use it downloads and caches the model (a progress line on stderr), or, with `modelDir`,
 * reads it from that folder and never goes online.
 */
export function transformersEmbedder(options: TransformersEmbedderOptions = {}): Embedder {
  const modelId = options.model ?? DEFAULT_TRANSFORMERS_MODEL;
  const dtype = options.dtype ?? 'fp32';
  const batchSize = Math.max(1, Math.trunc(options.batchSize ?? 32));
  const progress = options.progress === undefined ? process.stderr : options.progress;
  let dimensions = KNOWN_DIMENSIONS[modelId] ?? 0;
  let loading: Promise<FeatureExtractor> | undefined;

  function extractor(): Promise<FeatureExtractor> {
    loading ??= loadPipeline().catch((error: unknown) => {
      loading = undefined; // the next call tries again
      throw error;
    });
    return loading;
  }

  async function loadPipeline(): Promise<FeatureExtractor> {
    try {
      const { env, pipeline } = await import('@huggingface/transformers');
      if (options.modelDir !== undefined) {
        env.localModelPath = options.modelDir.endsWith('/') ? options.modelDir : `${options.modelDir}/`;
        env.allowLocalModels = true;
        env.allowRemoteModels = false;
      }
      const extract = (await pipeline('feature-extraction', modelId, {
        dtype,
        device: 'cpu',
        ...(options.cacheDir !== undefined && { cache_dir: options.cacheDir }),
        ...(options.modelDir !== undefined && { local_files_only: true }),
        ...(progress && options.modelDir === undefined && { progress_callback: downloadProgress(progress) }),
      })) as unknown as FeatureExtractor;
      // Measured rather than trusted from config.json: the vector is what the index stores.
      const probe = await extract(['dimension probe'], { pooling: 'mean', normalize: true });
      const measured = probe.dims[probe.dims.length - 1] ?? 0;
      if (!(measured > 0)) throw new Error(`the model answered vectors of shape [${probe.dims.join(', ')}]`);
      dimensions = measured;
      return extract;
    } catch (error) {
      const where =
        options.modelDir !== undefined
          ? `put it under ${options.modelDir}/${modelId}/ (config.json, tokenizer.json, tokenizer_config.json, onnx/${dtype === 'fp32' ? 'model' : `model_${dtype === 'q8' ? 'quantized' : dtype}`}.onnx)`
          : `this machine must reach huggingface.co once to download it, or set BANKDIR_MODEL_DIR to a folder holding ${modelId}`;
      throw new TransformersLoadError(
        `the transformers model ${modelId} could not be loaded (${(error as Error).message}); ${where}`,
        { cause: error },
      );
    }
  }

  return {
    model: `transformers/${modelId}/${dtype}/mean-pooled-normalized`,
    get dimensions() {
      return dimensions;
    },
    load: async () => {
      await extractor();
    },
    async embed(texts) {
      if (texts.length === 0) return [];
      const extract = await extractor();
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        const batch = texts.slice(start, start + batchSize);
        const output = await extract([...batch], { pooling: 'mean', normalize: true });
        const [rows, width] = [output.dims[0] ?? 0, output.dims[output.dims.length - 1] ?? 0];
        if (rows !== batch.length) throw new Error(`the model answered ${rows} vectors for ${batch.length} texts`);
        for (let row = 0; row < rows; row++)
          vectors.push(
            unitLength(Float32Array.from({ length: width }, (_, column) => Number(output.data[row * width + column]))),
          );
      }
      return vectors;
    },
  };
}

/** One progress line per model file being fetched: "downloading Xenova/all-MiniLM-L6-v2 onnx/model.onnx  42% (38.2 of 90.4 MB)". */
function downloadProgress(
  stream: ProgressStream,
): (event: { status: string; name?: string; file?: string; loaded?: number; total?: number }) => void {
  const shown = new Map<string, number>();
  return (event) => {
    if (event.status !== 'progress' || !event.file || !event.total || event.total < 1_000_000) return;
    const key = `${event.name}/${event.file}`;
    const percent = Math.floor((100 * (event.loaded ?? 0)) / event.total);
    const step = stream.isTTY ? percent : Math.floor(percent / 25) * 25;
    if (shown.get(key) === step) return;
    shown.set(key, step);
    const line = `downloading ${event.name} ${event.file} ${String(percent).padStart(3)}% (${megabytes(event.loaded ?? 0)} of ${megabytes(event.total)} MB)`;
    stream.write(stream.isTTY ? `\r${line}\x1b[K${percent >= 100 ? '\n' : ''}` : `${line}\n`);
  };
}

function megabytes(bytes: number): string {
  return (bytes / 1_000_000).toFixed(1);
}
