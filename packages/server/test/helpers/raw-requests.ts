import assert from 'node:assert/strict';
import { type RawExchange, type RawResponse, rawExchange } from './raw-http.ts';
import type { TestServer } from './test-server.ts';

/**
 * The bytes of one HTTP/1.1 request to the test server with `Connection: close`: a key (default the PRO key), and a
 * JSON body or just a Content-Length announcing one.
 */
export function rawRequest(
  server: Pick<TestServer, 'keys'>,
  method: string,
  path: string,
  options: { key?: string; body?: string; length?: number; headers?: Record<string, string> } = {},
): string {
  const headers: Record<string, string> = {
    Host: '127.0.0.1',
    Authorization: `Bearer ${options.key ?? server.keys.pro}`,
    Connection: 'close',
    ...((options.body !== undefined || options.length !== undefined) && {
      'Content-Type': 'application/json',
      'Content-Length': String(options.length ?? Buffer.byteLength(options.body ?? '')),
    }),
    ...options.headers,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${head.join('\r\n')}\r\n\r\n${options.body ?? ''}`;
}

/**
 * One oversized product upload by the bank's representative on a fresh connection, headers and body written at once
 * (announced by Content-Length, or chunked), then a wait for the server to answer and close.
 */
export function oversizedUpload(
  server: Pick<TestServer, 'keys' | 'repBankId' | 'running'>,
  options: { bytes: number; chunked?: boolean; contentType?: string },
): Promise<RawExchange> {
  const body = Buffer.alloc(options.bytes, 'a');
  const path = `/v1/banks/${server.repBankId}/products`;
  const contentType = { 'Content-Type': options.contentType ?? 'application/json' };
  if (!options.chunked) {
    const head = rawRequest(server, 'POST', path, { key: server.keys.rep, length: body.length, headers: contentType });
    return rawExchange(server.running.port, [Buffer.concat([Buffer.from(head), body])], { waitMs: 60_000 });
  }
  const head = rawRequest(server, 'POST', path, {
    key: server.keys.rep,
    headers: { ...contentType, 'Transfer-Encoding': 'chunked' },
  });
  const chunks: Buffer[] = [Buffer.from(head)];
  const size = 1024 * 1024;
  for (let start = 0; start < body.length; start += size) {
    const chunk = body.subarray(start, start + size);
    chunks.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from('0\r\n\r\n'));
  return rawExchange(server.running.port, [Buffer.concat(chunks)], { waitMs: 60_000 });
}

/** Asserts a raw response is the failure envelope with this status and code and a Request-Id. */
export function assertRawFailure(response: RawResponse | undefined, status: number, code: string, label: string): void {
  assert.ok(response, `${label}: an answer arrived`);
  assert.equal(response.status, status, `${label}: status`);
  assert.match(response.headers['content-type'] ?? '', /^application\/json/, `${label}: JSON`);
  assert.equal(response.json?.success, false, `${label}: failure envelope`);
  assert.equal(response.json?.code, code, `${label}: code`);
  assert.equal(response.json?.requestId, response.headers['request-id'], `${label}: requestId repeats the header`);
}
