export {
  DEFAULT_TRANSFORMERS_MODEL,
  type ProgressStream,
  type TransformersDtype,
  type TransformersEmbedderOptions,
  TransformersLoadError,
  transformersEmbedder,
} from './transformers-embedder.ts';
