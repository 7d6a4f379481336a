import { createHash } from 'node:crypto';
import { jsonBytes } from './json-bytes.ts';

/** The success envelope's timestamp field, up to the timestamp's first character. */
const TIMESTAMP_FIELD = '"timestamp":"';

/** Tags of bodies that are the same object every time (the OpenAPI document, the docs page's files). */
const bufferTags = new WeakMap<Buffer, string>();
const stringTags = new Map<string, string>();
const STRING_TAGS_KEPT = 64;

/**
 * A weak entity tag for a response body, and the body to send (a JSON body comes back as its UTF-8 bytes). The tag
 * of a success envelope is the SHA-1 of its bytes without the timestamp, so it changes exactly when the data, the
 * pagination, the message or the version change, and is the same in every process that serves the same answer.
 * Strings, Buffers and other JSON bodies are tagged by their whole content; streams and empty bodies get no tag.
 */
export function entityTag(body: unknown): { etag: string; body: unknown } | undefined {
  if (body === null || body === undefined) return undefined;
  if (Buffer.isBuffer(body)) {
    let etag = bufferTags.get(body);
    if (!etag) {
      etag = tagOf(body);
      bufferTags.set(body, etag);
    }
    return { etag, body };
  }
  if (typeof body === 'string') {
    let etag = stringTags.get(body);
    if (!etag) {
      etag = tagOf(body);
      if (stringTags.size >= STRING_TAGS_KEPT) stringTags.clear();
      stringTags.set(body, etag);
    }
    return { etag, body };
  }
  if (typeof body !== 'object' || typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  const bytes = jsonBytes(body);
  const envelope = body as { success?: unknown; timestamp?: unknown };
  if (envelope.success !== true || typeof envelope.timestamp !== 'string') return { etag: tagOf(bytes), body: bytes };
  // The timestamp is the envelope's last field but version: its last occurrence is the envelope's own.
  const field = bytes.lastIndexOf(TIMESTAMP_FIELD);
  if (field === -1) return { etag: tagOf(bytes), body: bytes };
  const at = field + TIMESTAMP_FIELD.length;
  const after = at + Buffer.byteLength(JSON.stringify(envelope.timestamp)) - 1; // past the timestamp and its quote
  const hash = createHash('sha1').update(bytes.subarray(0, at)).update(bytes.subarray(after));
  return { etag: weak(hash.digest('base64url')), body: bytes };
}

function tagOf(content: string | Buffer): string {
  return weak(createHash('sha1').update(content).digest('base64url'));
}

function weak(digest: string): string {
  return `W/"${digest}"`;
}
