import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { ENHANCE_SCRIPT } from './assets/enhance-script.ts';
import { STYLESHEET } from './assets/stylesheet.ts';

/** One of the pages' files, served under /assets/ by a name that carries its content hash, so it can be kept a year. */
export interface Asset {
  readonly path: string;
  readonly type: string;
  readonly content: Buffer;
  readonly gzipped: Buffer;
}

function asset(name: string, extension: string, type: string, text: string): Asset {
  const content = Buffer.from(text);
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 12);
  return { path: `/assets/${name}-${hash}.${extension}`, type, content, gzipped: gzipSync(content, { level: 9 }) };
}

export const STYLESHEET_ASSET = asset('bankdir', 'css', 'text/css; charset=utf-8', STYLESHEET);
export const SCRIPT_ASSET = asset('bankdir', 'js', 'text/javascript; charset=utf-8', ENHANCE_SCRIPT);

/** Every asset by its path. */
export const ASSETS: ReadonlyMap<string, Asset> = new Map([STYLESHEET_ASSET, SCRIPT_ASSET].map((a) => [a.path, a]));

/** Cache-Control of a hashed asset: its name changes with its content, so a cache may keep it a year unchanged. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
