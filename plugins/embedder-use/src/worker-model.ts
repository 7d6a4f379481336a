import { Worker } from 'node:worker_threads';
import type { SentenceModel } from './sentence-model.ts';

/**
 * Loads the packaged model in a worker thread and answers a SentenceModel whose `embed` runs there: the caller's event
 * loop stays free while a text is embedded. The worker holds the process open only while a call is under way.
 */
export function loadWorkerModel(): Promise<SentenceModel> {
  const worker = new Worker(new URL('./use-worker.js', import.meta.url));
  const pending = new Map<number, { resolve: (vectors: number[][]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const settleAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  return new Promise((resolve, reject) => {
    worker.on('error', (error) => {
      reject(error);
      settleAll(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the embedding worker stopped (exit code ${code})`);
      reject(error);
      settleAll(error);
    });
    worker.on(
      'message',
      (message: { ready?: true; loadError?: string; id?: number; vectors?: Float32Array[]; error?: string }) => {
        if (message.ready) {
          worker.unref();
          resolve({
            embed(texts) {
              if (failure) return Promise.reject(failure);
              const id = nextId++;
              if (pending.size === 0) worker.ref();
              return new Promise((done, fail) => {
                pending.set(id, { resolve: done, reject: fail });
                worker.postMessage({ id, texts });
              });
            },
          });
          return;
        }
        if (message.loadError !== undefined) {
          reject(new Error(message.loadError));
          void worker.terminate();
          return;
        }
        const call = message.id === undefined ? undefined : pending.get(message.id);
        if (!call) return;
        pending.delete(message.id!);
        if (pending.size === 0) worker.unref();
        if (message.error !== undefined) call.reject(new Error(message.error));
        // The vectors arrive as Float32Arrays; SentenceModel answers plain arrays of numbers, so wrap without copying.
        else call.resolve(message.vectors as unknown as number[][]);
      },
    );
  });
}
