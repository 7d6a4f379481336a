import { isDeepStrictEqual } from 'node:util';

/** What two servers must agree on: the body without its timestamp. */
function comparable(body: Record<string, unknown>): Record<string, unknown> {
  const { timestamp: _timestamp, ...rest } = body;
  return rest;
}

/** Fetches `path` from both servers and answers whether the bodies are the same but for the timestamp, with the size. */
export async function sameAnswer(
  bankdir: { url: string; headers: Record<string, string> },
  raw: { url: string },
  path: string,
): Promise<{ same: boolean; bytes: number; body: Record<string, unknown> }> {
  const [a, b] = await Promise.all([fetch(bankdir.url + path, { headers: bankdir.headers }), fetch(raw.url + path)]);
  const text = await a.text();
  if (a.status !== 200) throw new Error(`bankdir answered ${a.status} to ${path}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as Record<string, unknown>;
  const rawBody = (await b.json()) as Record<string, unknown>;
  return { same: isDeepStrictEqual(comparable(body), comparable(rawBody)), bytes: Buffer.byteLength(text), body };
}
