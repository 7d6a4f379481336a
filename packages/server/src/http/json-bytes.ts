/**
 * A JSON body as the UTF-8 bytes that are sent: encoded once here, so that the entity tag is computed over the same
 * bytes the socket gets (Node would otherwise encode the text again to write it).
 */
export function jsonBytes(body: unknown): Buffer {
  return Buffer.from(JSON.stringify(body), 'utf8');
}
