/** What the embedder needs of a loaded model: `embed` of @energetic-ai/embeddings' EmbeddingsModel. */
export interface SentenceModel {
  embed(texts: string[]): Promise<ArrayLike<number>[]>;
}
