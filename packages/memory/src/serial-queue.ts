/**
 * Runs tasks one after another, each once the one before has settled, whatever the order they were queued in and
 * whether they succeed: what makes the memory driver's transactions serialised.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => {});
    return result;
  }
}
