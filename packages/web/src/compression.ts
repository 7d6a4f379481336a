import { gzipSync } from 'node:zlib';
import type { WebContext } from './web-context.ts';

/**
 * Sets the answer's body, gzipped when the request accepts gzip; `Vary: Accept-Encoding` either way, so that a cache
 * keeps the two answers apart. `gzipped` is a body compressed ahead of time (the assets').
 */
export function sendCompressible(ctx: WebContext, content: Buffer | string, gzipped?: Buffer): void {
  ctx.vary('Accept-Encoding');
  if (ctx.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    ctx.body = content;
    return;
  }
  ctx.set('Content-Encoding', 'gzip');
  ctx.body = gzipped ?? gzipSync(content);
}
