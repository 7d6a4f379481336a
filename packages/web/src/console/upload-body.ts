import { DirectoryError } from '@bankdir/core';
import type { WebContext } from '../web-context.ts';

/** The largest import a page takes: 16 MiB, as the admin API's import. */
export const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;

/** A posted form's text fields, and its files' names and contents (read as UTF-8 text). */
export interface Upload {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: Readonly<Record<string, { readonly filename: string; readonly text: string }>>;
}

/**
 * Reads a form that may carry a file: `multipart/form-data` (a file input, as a browser without JavaScript sends it) or
 * `application/x-www-form-urlencoded`, up to 16 MiB. The first value of each name counts.
 */
export async function readUpload(ctx: WebContext): Promise<Upload> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw DirectoryError.badRequest('The file is too large: at most 16 MiB.', []);
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  if (ctx.is('application/x-www-form-urlencoded')) {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) if (!(name in fields)) fields[name] = value;
    return { fields, files: {} };
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(ctx.get('content-type'))?.[1];
  if (!ctx.is('multipart/form-data') || !boundary)
    throw DirectoryError.badRequest('Send the form as a web browser does (multipart/form-data).', []);
  return multipartOf(body, boundary);
}

function multipartOf(body: Buffer, boundary: string): Upload {
  const fields: Record<string, string> = {};
  const files: Record<string, { filename: string; text: string }> = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // A part: CRLF, its headers, a blank line, its content, CRLF before the next delimiter.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + 4).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      if (name !== undefined && filename !== undefined) files[name] ??= { filename, text: content };
      else if (name !== undefined && !(name in fields)) fields[name] = content;
    }
    start = next;
  }
  return { fields, files };
}
