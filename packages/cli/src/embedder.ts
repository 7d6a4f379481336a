import type { Embedder } from '@bankdir/core';
import { progressLineWriter, useEmbedder } from '@bankdir/embedder-use';
import { CommandError } from './cli-error.ts';

/** The environment variables embedderFromEnvironment reads. */
export interface EmbedderEnvironment {
  /** `use` (the default), `transformers`, or `none` (semantic search then answers 503). */
  BANKDIR_EMBEDDER?: string | undefined;
  /** transformers only: the Hugging Face model id; default Xenova/all-MiniLM-L6-v2. */
  BANKDIR_TRANSFORMERS_MODEL?: string | undefined;
  /** transformers only: a local folder of `<org>/<name>/...` to load models from, never downloading. */
  BANKDIR_MODEL_DIR?: string | undefined;
  /** transformers only: where downloaded models are cached. */
  BANKDIR_MODEL_CACHE_DIR?: string | undefined;
  [name: string]: string | undefined;
}

export const EMBEDDER_CHOICES = ['use', 'transformers', 'none'] as const;

/**
 * The embedder the environment asks for (BANKDIR_EMBEDDER=use|transformers|none, default use), or undefined for
 * `none`. Nothing is loaded yet: models load on first use. The transformers package, and with it onnxruntime, is
 * imported only when asked for. An unknown value is an error that lists the valid ones.
 */
export async function embedderFromEnvironment(env: EmbedderEnvironment = process.env): Promise<Embedder | undefined> {
  const choice = (env.BANKDIR_EMBEDDER ?? '').trim().toLowerCase() || 'use';
  switch (choice) {
    case 'use':
      return useEmbedder();
    case 'none':
      return undefined;
    case 'transformers': {
      let plugin: typeof import('@bankdir/embedder-transformers');
      try {
        plugin = await import('@bankdir/embedder-transformers');
      } catch (error) {
        throw new Error(
          `BANKDIR_EMBEDDER=transformers needs the @bankdir/embedder-transformers package: ${(error as Error).message}`,
          { cause: error },
        );
      }
      return plugin.transformersEmbedder({
        ...(nonEmpty(env.BANKDIR_TRANSFORMERS_MODEL) && { model: env.BANKDIR_TRANSFORMERS_MODEL!.trim() }),
        ...(nonEmpty(env.BANKDIR_MODEL_DIR) && { modelDir: env.BANKDIR_MODEL_DIR! }),
        ...(nonEmpty(env.BANKDIR_MODEL_CACHE_DIR) && { cacheDir: env.BANKDIR_MODEL_CACHE_DIR! }),
      });
    }
    default:
      throw new Error(
        `BANKDIR_EMBEDDER must be one of ${EMBEDDER_CHOICES.join(', ')} (default use), not "${env.BANKDIR_EMBEDDER}"`,
      );
  }
}

function nonEmpty(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/** The embedder BANKDIR_EMBEDDER names (use, the default; transformers; none), loaded lazily on first use. */
export async function embedderForCli(env: NodeJS.ProcessEnv = process.env): Promise<Embedder | undefined> {
  try {
    return await embedderFromEnvironment(env);
  } catch (error) {
    throw new CommandError((error as Error).message);
  }
}

/** Draws the semantic index build as a progress bar on stderr (redrawn on a terminal, a line per 10% elsewhere). */
export function embeddingProgress(): (done: number, total: number) => void {
  return progressLineWriter(process.stderr, { label: 'embedding' });
}
