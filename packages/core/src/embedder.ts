/** Turns texts into vectors for semantic search. Plugins implement it; the directory never loads a model itself. */
export interface Embedder {
  /** A name that identifies the model and its settings; the index is rebuilt when it changes. */
  readonly model: string;
  /** Length of every vector. */
  readonly dimensions: number;
  /** One unit-length vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}
