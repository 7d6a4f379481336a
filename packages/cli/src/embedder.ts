import type { Embedder } from '@bankdir/core';
import { embedderFromEnvironment, progressLineWriter } from '@bankdir/embedder-use';
import { CommandError } from './cli-error.ts';

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
