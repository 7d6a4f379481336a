export { type ProgressBarOptions, progressLineWriter, renderProgressBar } from './progress-bar.ts';
export {
  EmbedderLoadError,
  type SentenceModel,
  USE_DIMENSIONS,
  USE_MODEL,
  type UseEmbedderOptions,
  useEmbedder,
} from './use-embedder.ts';
