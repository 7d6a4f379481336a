/** Writes a server acknowledged, in the order their answers came. */
export interface WriteStream {
  /** Ids of the products the server answered 201 for, with when the answer arrived (ms, performance.now()). */
  readonly acknowledged: { id: string; at: number }[];
  /** Answers that were neither a 201 nor the server going away (every one a test failure). */
  readonly failures: string[];
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<void>;
  /** Resolves once every loop has ended (stopped, or the server went away). */
  readonly ended: Promise<void>;
  /** Resolves once `count` writes are acknowledged; rejects if the stream ends first or after a minute. */
  untilAcknowledged(count: number): Promise<void>;
}

let counter = 0;

/**
 * `concurrency` loops creating products of `bankId` over HTTP as fast as the server answers, each with a unique name,
 * until stopped or until the server stops answering (killed): a write counts as acknowledged only once its 201 and
 * its body have arrived.
 */
export function streamProductCreates(url: string, key: string, bankId: string, concurrency = 6): WriteStream {
  const acknowledged: { id: string; at: number }[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      counter += 1;
      const name = `Crash Saver ${process.pid}-${counter}`;
      try {
        const response = await fetch(`${url}/v1/banks/${bankId}/products`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ category: 'ACCOUNT', type: 'SAVINGS_ACCOUNT', name, ratePercent: 1.5 }),
        });
        const body = (await response.json()) as { data?: { id?: string } };
        if (response.status !== 201 || typeof body.data?.id !== 'string')
          throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body)}`);
        acknowledged.push({ id: body.data.id, at: performance.now() });
      } catch (error) {
        if (!isGone(error)) failures.push(String(error));
        return;
      }
    }
  };
  const ended = Promise.all(Array.from({ length: concurrency }, loop)).then(() => undefined);
  let over = false;
  void ended.then(() => (over = true));
  return {
    acknowledged,
    failures,
    ended,
    async untilAcknowledged(count) {
      for (const deadline = performance.now() + 60_000; acknowledged.length < count; ) {
        if (over || performance.now() > deadline)
          throw new Error(`${acknowledged.length} writes acknowledged, not ${count}: ${failures.join('; ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      stopped = true;
      await ended;
    },
  };
}

/** A request that failed because the server went away (killed mid-request, or not listening). */
function isGone(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (
    error instanceof TypeError &&
    (cause === undefined || ['ECONNRESET', 'ECONNREFUSED', 'UND_ERR_SOCKET', 'EPIPE'].includes(cause.code ?? ''))
  );
}
