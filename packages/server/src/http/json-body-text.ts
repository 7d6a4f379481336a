/** What a success body's timestamp is set to while its tag is computed: same length as a real one. */
const STAND_IN = '1970-01-01T00:00:00.000Z';
const STAND_IN_FIELD = `"timestamp":"${STAND_IN}"`;

/**
 * A success envelope as JSON text, serialised once: `tagged` is the text with the timestamp stood in for (what an
 * entity tag is computed from), `text` the same with the real timestamp (what is sent).
 */
export function successBodyText(envelope: { timestamp: string }): { tagged: string; text: string } {
  const tagged = JSON.stringify({ ...envelope, timestamp: STAND_IN });
  // The timestamp is the envelope's last field but version: its last occurrence in the text is the envelope's own.
  const at = tagged.lastIndexOf(STAND_IN_FIELD);
  const text = `${tagged.slice(0, at)}"timestamp":${JSON.stringify(envelope.timestamp)}${tagged.slice(at + STAND_IN_FIELD.length)}`;
  return { tagged, text };
}

/** Any other JSON body as text. */
export function jsonText(body: unknown): string {
  return JSON.stringify(body);
}
