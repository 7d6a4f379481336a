/** The client closed the connection before its request body was complete: nothing to answer, one line to log. */
export class RequestAbortedError extends Error {
  override readonly name = 'RequestAbortedError';

  constructor(
    /** Body bytes that arrived. */
    readonly received: number,
    /** Body bytes announced by Content-Length, when it was sent. */
    readonly expected: number | undefined,
  ) {
    super(
      `the client closed the connection after ${received}${expected !== undefined ? ` of ${expected}` : ''} body bytes`,
    );
  }
}
