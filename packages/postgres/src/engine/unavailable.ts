/**
 * PostgreSQL's errors that mean the database cannot serve now: each becomes a 503 SERVICE_UNAVAILABLE with this reason,
 * and the request changes nothing (its transaction, and the write lock, end with its connection). The pool drops a
 * dead connection and opens a new one for the next request, so a node recovers by itself once the server is back.
 */
const BY_SQLSTATE: Readonly<Record<string, string>> = {
  '57P01': 'the database server is shutting down or restarting',
  '57P02': 'the database server crashed and is restarting',
  '57P03': 'the database server is starting up or shutting down',
  '57P05': 'the database server closed an idle connection',
  '57014': 'the database took too long to answer',
  '25006': 'the database is read-only (a standby?)',
  '53100': 'the disk holding the database is full',
  '53200': 'the database server is out of memory',
  '53300': 'the database server has too many connections',
  '58030': 'the database server failed to read or write its disk',
};

/** SQLSTATE class 08: connection exceptions. */
const CONNECTION_CLASS = '08';

/** Errors of the socket under node-postgres. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and its pool say these without a code. */
const CONNECTION_LOST =
  /^Connection terminated|^timeout expired$|^timeout exceeded when trying to connect|not queryable|^Query read timeout/;

export function postgresUnavailableReason(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (BY_SQLSTATE[code]) return BY_SQLSTATE[code];
    if (code.length === 5 && code.startsWith(CONNECTION_CLASS)) return 'the connection to the database server failed';
    if (NETWORK_CODES.has(code)) return 'the database server cannot be reached';
  }
  if (typeof message === 'string' && CONNECTION_LOST.test(message))
    return 'the connection to the database server was lost or did not open in time';
  return undefined;
}
