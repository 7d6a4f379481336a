export { useEmbedder, EmbedderLoadError, USE_MODEL, USE_DIMENSIONS, type UseEmbedderOptions, type SentenceModel } from './use-embedder.ts';
export { embedderFromEnvironment, EMBEDDER_CHOICES, type EmbedderEnvironment } from './from-environment.ts';
export { renderProgressBar, progressLineWriter, type ProgressBarOptions } from './progress-bar.ts';
