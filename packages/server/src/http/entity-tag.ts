import { createHash } from 'node:crypto';
import { jsonText, successBodyText } from './json-body-text.ts';

/** Tags of bodies that are the same object every time (the OpenAPI document, the docs page's files). */
const bufferTags = new WeakMap<Buffer, string>();
const stringTags = new Map<string, string>();
const STRING_TAGS_KEPT = 64;

/**
 * A weak entity tag for a response body, and the body to send (a success envelope comes back serialised). The tag of
 * a success envelope is the SHA-1 of its JSON with the timestamp stood in for, so it changes exactly when the data,
 * the pagination, the message or the version change, and is the same in every process that serves the same answer.
 * Strings, Buffers and other JSON bodies are tagged by their content; streams and empty bodies get no tag.
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
  const envelope = body as { success?: unknown; timestamp?: unknown };
  if (envelope.success !== true || typeof envelope.timestamp !== 'string') {
    const json = jsonText(body);
    return { etag: tagOf(json), body: json };
  }
  const { tagged, text } = successBodyText(envelope as { timestamp: string });
  return { etag: tagOf(tagged), body: text };
}

function tagOf(content: string | Buffer): string {
  return `W/"${createHash('sha1').update(content).digest('base64url')}"`;
}
