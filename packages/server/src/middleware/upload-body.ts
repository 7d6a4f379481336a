import { DirectoryError } from '@bankdir/core';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.ts';
import { discardRest, readUpTo } from './json-body.ts';

/**
 * Reads a file sent as the body (the admin import): one of `mediaTypes` in UTF-8 (415 otherwise), at most `maxBytes`
 * (413), valid UTF-8 (400 at ["body"]). The text is left on ctx.state.body, as jsonBody leaves JSON, so that the
 * route's own 403 and 404 answer first.
 */
export function uploadBody(upload: { mediaTypes: readonly string[]; maxBytes: number }): Middleware<ApiState> {
  return async (ctx, next) => {
    const [mediaType = ''] = ctx
      .get('Content-Type')
      .split(';')
      .map((part) => part.trim().toLowerCase());
    if (!upload.mediaTypes.includes(mediaType)) {
      await discardRest(ctx.req);
      ctx.state.body = failed(
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the file with Content-Type ${upload.mediaTypes.join(', ')}.`,
      );
    } else {
      const declared = Number(ctx.req.headers['content-length'] ?? Number.NaN);
      const bytes = declared > upload.maxBytes ? null : await readUpTo(ctx.req, upload.maxBytes);
      if (bytes === null) {
        await discardRest(ctx.req);
        ctx.set('Connection', 'close');
        ctx.state.body = failed('PAYLOAD_TOO_LARGE', `The file must be at most ${upload.maxBytes / 1024 / 1024} MiB.`);
      } else ctx.state.body = textOf(bytes);
    }
    await next();
  };
}

function textOf(bytes: Buffer): ApiState['body'] {
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const message = 'The file is not valid UTF-8 text.';
    return { ok: false, error: DirectoryError.badRequest(message, [{ path: ['body'], message }]) };
  }
}

function failed(code: 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', message: string): ApiState['body'] {
  return { ok: false, error: new DirectoryError(code, message) };
}
