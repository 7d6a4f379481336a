import type { IncomingMessage } from 'node:http';
import { DirectoryError } from '@bankdir/core';
import type { Middleware } from 'koa';
import { RequestAbortedError } from '../http/request-aborted.ts';
import type { ApiState, BodyState } from '../state.ts';

/** The largest request body accepted: 64 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * How much of a refused body (413, 415) is read and dropped before the answer, and how long the client may pause
 * while sending it. Node closes the connection once it has answered; unread bytes at that moment make the kernel send
 * a reset, and the client loses the answer. Past either bound the server answers anyway; the request timeout bounds
 * the whole.
 */
export const DISCARD_LIMITS = { maxBytes: 64 * 1024 * 1024, idleMs: 5_000 } as const;

/**
 * Reads a POST or PUT body: `Content-Type: application/json` (UTF-8) only (415 otherwise), at most 64 KiB (413),
 * valid JSON (400 at ["body"]). The outcome is left on ctx.state.body rather than thrown, so that the route answers
 * its own 403 and 404 first (contract order: 401 > 403 > 404 > 400); see handleRoute.
 */
export function jsonBody(maxBytes = MAX_BODY_BYTES): Middleware<ApiState> {
  return async (ctx, next) => {
    ctx.state.body = await readJsonBody(ctx.req, ctx.get('Content-Type'), maxBytes);
    if (!ctx.state.body.ok && ctx.state.body.error.code === 'PAYLOAD_TOO_LARGE') ctx.set('Connection', 'close');
    await next();
  };
}

/**
 * Reads and drops what is left of a request body, holding nothing, until it ends, the client goes, or a bound of
 * DISCARD_LIMITS passes (a body announced larger than the byte bound is not read at all).
 */
export function discardRest(req: IncomingMessage, limits = DISCARD_LIMITS): Promise<void> {
  if (req.complete || req.destroyed || Number(req.headers['content-length'] ?? 0) > limits.maxBytes)
    return Promise.resolve();
  return new Promise((resolve) => {
    let size = 0;
    const timer = setTimeout(() => done(), limits.idleMs);
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData).off('end', done).off('close', done).off('error', done).on('error', ignore);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      timer.refresh();
      if (size > limits.maxBytes) done();
    };
    req.on('data', onData).on('end', done).on('close', done).on('error', done);
  });
}

async function readJsonBody(req: IncomingMessage, contentType: string, maxBytes: number): Promise<BodyState> {
  const [mediaType = '', ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  const charset = params
    .find((param) => param.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (mediaType !== 'application/json' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    await discardRest(req);
    return failed('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with the header "Content-Type: application/json".');
  }
  const declared = Number(req.headers['content-length'] ?? NaN);
  const tooLarge = `The body must be at most ${maxBytes / 1024} KiB.`;
  // Nothing of a body announced too large is kept; reading it through lets the client read the 413.
  const bytes = declared > maxBytes ? null : await readUpTo(req, maxBytes);
  if (bytes === null) {
    await discardRest(req);
    return failed('PAYLOAD_TOO_LARGE', tooLarge);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return invalid('The body is not valid UTF-8 text.');
  }
  if (text.trim() === '') return invalid('The body is empty; send a JSON object.');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return invalid(`The body is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * The whole body, or null as soon as it passes `maxBytes` (then the caller discards the rest). A client that closes
 * the connection before the body is complete rejects it with a RequestAbortedError.
 */
export function readUpTo(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData).off('end', onEnd).off('error', onError).on('error', ignore);
      resolve(null);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    const onError = () => {
      const declared = Number(req.headers['content-length']);
      reject(new RequestAbortedError(size, Number.isSafeInteger(declared) ? declared : undefined));
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function ignore(): void {}

function failed(code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', message: string): BodyState {
  return { ok: false, error: new DirectoryError(code, message) };
}

function invalid(message: string): BodyState {
  return { ok: false, error: DirectoryError.badRequest(message, [{ path: ['body'], message }]) };
}
