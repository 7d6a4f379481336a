import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { ApiState } from '../state.ts';

/** The Content-Security-Policy of every answer but the docs page: JSON loads nothing and is never framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * The docs page's Content-Security-Policy: its own files only (Swagger UI's icons are data: images), no inline script
 * or style, no framing, no form posting anywhere.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join(';');

const DOCS_PATH = /^\/(admin\/)?docs(\/|$)/;

/**
 * helmet's headers on every answer: X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer,
 * X-Frame-Options: DENY, a Content-Security-Policy (strict for JSON, self-only for /docs) and the rest of helmet's
 * defaults, without X-Powered-By. Strict-Transport-Security is left to the TLS proxy in front (docs/operations.md).
 */
export function securityHeaders(): Middleware<ApiState> {
  const common = {
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  } as const;
  const api = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: directivesOf(API_CONTENT_SECURITY_POLICY) },
  });
  const docs = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: directivesOf(DOCS_CONTENT_SECURITY_POLICY) },
  });
  return (ctx, next) => (DOCS_PATH.test(ctx.path) ? docs(ctx, next) : api(ctx, next));
}

function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}
