export {
  transformersEmbedder,
  TransformersLoadError,
  DEFAULT_TRANSFORMERS_MODEL,
  type TransformersEmbedderOptions,
  type TransformersDtype,
  type ProgressStream,
} from './transformers-embedder.ts';
