import { randomBytes } from 'node:crypto';

/** A fresh nonce for one answer's scripts: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The pages' Content-Security-Policy: files from this server only (no CDN, no outside font), scripts only from those
 * files or with this answer's nonce, no inline style (the stylesheet does it all), forms posted to this server only, no
 * framing. It replaces the API's JSON policy that the server's security headers set on every answer.
 */
export function webContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}
