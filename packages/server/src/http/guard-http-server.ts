import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { DirectoryError } from '@bankdir/core';
import type { Logger } from '../log.ts';
import { newRequestId } from '../middleware/request-id.ts';
import { clientErrorAnswer, rawFailureResponse } from './raw-failure.ts';

export interface GuardOptions {
  log: Logger;
  /** Most connections open at once; a connection over it is answered 503 and closed. */
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

/** Errors of a peer that went away (also mid-request: HPE_INVALID_EOF_STATE): nothing to answer or report here. */
const GONE = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'HPE_INVALID_EOF_STATE']);

/**
 * Makes a Node HTTP server answer, in the failure envelope, what never reaches the Koa app: requests its parser refuses
 * (400, 431 for oversized headers), requests that do not arrive in time (408), CONNECT (405), and connections over
 * the cap (503 with Retry-After). Each is one log line. Answers whether a socket was refused, so that the request
 * handler can ignore whatever such a socket still sends.
 */
export function guardHttpServer(server: Server, options: GuardOptions): (socket: Duplex) => boolean {
  const { log } = options;
  const open = new Set<Duplex>();
  const refused = new WeakSet<Duplex>();

  server.on('connection', (socket: Duplex) => {
    if (open.size >= options.maxConnections) {
      refused.add(socket);
      const error = new DirectoryError(
        'SERVICE_UNAVAILABLE',
        `The server has ${options.maxConnections} connections open, its most; retry in a moment.`,
      );
      answer(socket, 503, error, { 'Retry-After': '1' }, `connection refused: ${open.size} open, the most allowed`);
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (GONE.has(error.code ?? '') || !socket.writable || responseStarted(socket)) {
      socket.destroy();
      return;
    }
    const { status, error: failure } = clientErrorAnswer(error.code, options);
    answer(socket, status, failure, {}, `request refused before routing: ${error.code ?? error.message}`);
  });

  server.on('connect', (request: { method?: string; url?: string }, socket: Duplex) => {
    const error = new DirectoryError('METHOD_NOT_ALLOWED', 'CONNECT is not allowed: this server is not a proxy.');
    answer(socket, 405, error, { Allow: 'GET, POST, PUT, DELETE' }, `CONNECT ${String(request.url).slice(0, 200)}`);
  });

  function answer(
    socket: Duplex,
    status: number,
    error: DirectoryError,
    headers: Record<string, string>,
    what: string,
  ): void {
    const requestId = newRequestId();
    log.info(`- - ${status} ${what} ${requestId}`);
    socket.on('error', () => {}); // the peer may be gone already
    socket.end(rawFailureResponse(status, error, requestId, headers));
    // Whatever the peer still sends is not read; the socket goes once the answer is out (or after a second).
    setTimeout(() => socket.destroy(), 1_000).unref();
  }

  return (socket) => refused.has(socket);
}

/** Whether the response on this socket has begun (then a second status line would corrupt it). */
function responseStarted(socket: Duplex): boolean {
  const message = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return message?.headersSent === true;
}
