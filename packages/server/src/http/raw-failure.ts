import { API_VERSION, DirectoryError, failureBody } from '@bankdir/core';
import { API_CONTENT_SECURITY_POLICY } from '../middleware/security-headers.ts';

/** The reason phrases of the statuses answered outside Koa. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/**
 * A complete HTTP/1.1 response carrying the failure envelope, for the answers written straight to a socket (a request
 * Node's parser refused, a timeout, CONNECT, a connection over the cap): the same body, Request-Id and security
 * headers as every other answer, and `Connection: close`.
 */
export function rawFailureResponse(
  status: number,
  error: DirectoryError,
  requestId: string,
  extraHeaders: Record<string, string> = {},
): string {
  const body = JSON.stringify(failureBody(error, requestId, new Date(), API_VERSION));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Request-Id': requestId,
    'Service-Version': API_VERSION,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'Referrer-Policy': 'no-referrer',
    ...extraHeaders,
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** What a refused request is answered, by the code of Node's error: its status and its failure. */
export function clientErrorAnswer(
  code: string | undefined,
  limits: { headersTimeoutMs: number; requestTimeoutMs: number },
): { status: number; error: DirectoryError } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        error: DirectoryError.badRequest('The request headers are too large; send at most 16 KiB of headers.', [
          { path: ['header'], message: 'The request headers are too large; send at most 16 KiB of headers.' },
        ]),
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        error: new DirectoryError(
          'BAD_REQUEST',
          `The request did not arrive in time: its headers must arrive within ${seconds(limits.headersTimeoutMs)} and the whole request within ${seconds(limits.requestTimeoutMs)}.`,
        ),
      };
    default:
      return {
        status: 400,
        error: new DirectoryError(
          'BAD_REQUEST',
          `The request is not valid HTTP/1.1${code ? ` (${code})` : ''}; nothing was done.`,
        ),
      };
  }
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}
