/** How long the server waits for slow clients and how many connections it holds, all configurable. */
export interface HttpLimits {
  /** Longest wait for a request's headers, from the first byte of the connection or request; then 408. */
  headersTimeoutMs: number;
  /** Longest wait for a whole request, headers and body; then 408. At least headersTimeoutMs. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Most connections open at once; a connection over it is answered 503 with Retry-After and closed. */
  maxConnections: number;
}

/** The defaults: far below Node's own (60 s for headers, 300 s for a request, no connection cap). */
export const DEFAULT_HTTP_LIMITS: Readonly<HttpLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
};

/** The limits with defaults filled in, or a RangeError naming the one that does not fit. */
export function httpLimits(given: Partial<HttpLimits> = {}): HttpLimits {
  const limits = { ...DEFAULT_HTTP_LIMITS };
  for (const [name, value] of Object.entries(given) as [keyof HttpLimits, number | undefined][]) {
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`The server option ${name} must be a whole number of 1 or more, not ${value}.`);
    limits[name] = value;
  }
  if (limits.requestTimeoutMs < limits.headersTimeoutMs)
    throw new RangeError(
      `requestTimeoutMs (${limits.requestTimeoutMs}) must be at least headersTimeoutMs (${limits.headersTimeoutMs}): the headers are part of the request.`,
    );
  return limits;
}
