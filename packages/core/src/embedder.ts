/** Turns texts into vectors for semantic search. Plugins implement it; the directory never loads a model itself. */
export interface Embedder {
  /** A name that identifies the model and its settings; the index is rebuilt when it changes. */
  readonly model: string;
  /** Length of every vector; final once `load()` has resolved. */
  readonly dimensions: number;
  /**
   * Loads the model if it is not loaded yet; concurrent callers share one load, and a failed load is retried by the
   * next call. Optional: `embed` loads by itself. The directory awaits it before it reads `dimensions`.
   */
  load?(): Promise<void>;
  /** One unit-length vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}
