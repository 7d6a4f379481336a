import type { Middleware } from 'koa';
import { entityTag } from '../http/entity-tag.ts';
import type { ApiState } from '../state.ts';

/**
 * HTTP caching, decided once the answer is known. A GET (or HEAD) answered 200 gets an ETag derived from what the
 * answer says (http/entity-tag.ts: the body without its timestamp, so the same data gives the same tag in every
 * process and on every node) and `304 Not Modified` when If-None-Match names it; Cache-Control says an authenticated
 * answer may be kept by the caller's own cache only and must be revalidated (`private, no-cache`), a public one by any
 * cache, revalidated too (`public, no-cache`), unless the route chose its own. Anything else, errors and writes
 * included, is `no-store`.
 */
export function httpCaching(): Middleware<ApiState> {
  return async (ctx, next) => {
    await next();
    const readable = (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.status === 200;
    if (!readable) {
      if (ctx.status !== 304) ctx.set('Cache-Control', 'no-store');
      return;
    }
    if (!ctx.response.get('Cache-Control'))
      ctx.set('Cache-Control', ctx.state.principal ? 'private, no-cache' : 'public, no-cache');
    if (ctx.state.principal) ctx.vary('Authorization');
    ctx.vary('Service-Version');
    if (ctx.response.get('ETag')) return;
    const tagged = entityTag(ctx.body);
    if (!tagged) return;
    if (tagged.body !== ctx.body) {
      ctx.body = tagged.body;
      ctx.type = 'application/json; charset=utf-8';
    }
    ctx.set('ETag', tagged.etag);
    if (noneMatch(ctx.get('If-None-Match'), tagged.etag)) ctx.status = 304;
  };
}

/**
 * Whether If-None-Match names the tag (weak comparison, RFC 9110 13.1.2), so the answer is 304. Evaluated whatever
 * the request's Cache-Control says: fetch() adds `no-cache` to every request that sets If-None-Match itself, and an
 * origin server answers the condition all the same (Koa's ctx.fresh would not).
 */
export function noneMatch(header: string, etag: string): boolean {
  if (header === '') return false;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const wanted = opaque(etag);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || opaque(tag) === wanted;
  });
}
