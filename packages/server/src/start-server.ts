import { once } from 'node:events';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { BankdirApp } from './create-server.ts';
import { guardHttpServer } from './http/guard-http-server.ts';
import { type HttpLimits, httpLimits } from './http/http-limits.ts';

export interface StartOptions extends Partial<HttpLimits> {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default: every interface. */
  host?: string;
  /** How long shutdown waits for in-flight requests before cutting connections; default 10 s. */
  shutdownTimeoutMs?: number;
  /** Runs after the server has stopped and the plugins are closed: close the directory here. */
  onClosed?: () => Promise<void> | void;
}

export interface RunningServer {
  readonly server: Server;
  /** http://host:port of the listening socket. */
  readonly url: string;
  readonly port: number;
  /**
   * Graceful shutdown: stops accepting connections, closes idle keep-alive connections, lets in-flight requests
   * finish (up to the timeout), then closes the plugins and calls onClosed. Safe to call more than once.
   */
  close(): Promise<void>;
}

/**
 * Sets up the plugins, then listens, with the limits against slow and greedy clients (headersTimeoutMs,
 * requestTimeoutMs, keepAliveTimeoutMs, maxConnections; defaults in DEFAULT_HTTP_LIMITS) and every answer outside the
 * app in the failure envelope (see guardHttpServer).
 */
export async function startServer(app: BankdirApp, options: StartOptions = {}): Promise<RunningServer> {
  const limits = httpLimits({
    headersTimeoutMs: options.headersTimeoutMs,
    requestTimeoutMs: options.requestTimeoutMs,
    keepAliveTimeoutMs: options.keepAliveTimeoutMs,
    maxConnections: options.maxConnections,
  });
  await app.ready();
  const handle = app.callback();
  let refused: (socket: Duplex) => boolean = () => false;
  const server = createHttpServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often Node looks for requests past their timeouts; its default (30 s) would stretch a 10 s limit to 40.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(limits.headersTimeoutMs / 4)),
      // A request without Host reaches the app, which refuses it in the envelope (Node's own 400 has no body).
      requireHostHeader: false,
    },
    (request, response) => {
      if (!refused(request.socket)) void handle(request, response);
    },
  );
  answerHalfClosedClients(server);
  refused = guardHttpServer(server, { ...limits, log: app.log });
  server.listen({ port: options.port ?? 3000, ...(options.host !== undefined && { host: options.host }) });
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= shutdown(server, app, options));
  return { server, url: listeningUrl(address), port: address.port, close };
}

/**
 * A client may end its writing side once its request is sent (shutdown(SHUT_WR), `socket.end()`) and still read the
 * answer. Node's default treats that end as an abort of every request in flight, so an answer that is not ready in the
 * same tick (any PostgreSQL query) is never written. With this (long-standing, undocumented) switch Node instead
 * marks the response in flight as the connection's last and closes after writing it. A client that is really gone
 * still frees its request: the answer's write fails, and an unfinished body aborts it (RequestAbortedError).
 */
function answerHalfClosedClients(server: Server): void {
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
}

/** http://host:port of a listening address, with localhost for every interface. */
export function listeningUrl(address: Pick<AddressInfo, 'address' | 'family' | 'port'>): string {
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? 'localhost'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? 'localhost'
        : address.address;
  return `http://${host}:${address.port}`;
}

async function shutdown(server: Server, app: BankdirApp, options: StartOptions): Promise<void> {
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Keep-alive connections that finish a request now would otherwise stay open until their timeout.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const timeout = setTimeout(() => server.closeAllConnections(), options.shutdownTimeoutMs ?? 10_000);
  try {
    await stopped;
  } finally {
    clearInterval(idleSweep);
    clearTimeout(timeout);
  }
  await app.closePlugins();
  await options.onClosed?.();
}
