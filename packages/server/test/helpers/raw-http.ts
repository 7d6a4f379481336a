import net from 'node:net';

/** One HTTP/1.1 response as read off a raw socket. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body parsed as JSON, or undefined. */
  json: any;
}

/** What came back on a raw connection: the bytes, the first response in them, and how the connection ended. */
export interface RawExchange {
  /** Everything the server sent. */
  raw: Buffer;
  response: RawResponse | undefined;
  /** How the connection ended: closed by the server (cleanly or reset), or still open when the wait ran out. */
  ending: 'closed' | 'reset' | 'open';
}

/**
 * Sends `chunks` over a fresh connection (pausing `gapMs` between them), then waits up to `waitMs` for the server to
 * answer and close. The socket is always destroyed at the end.
 */
export async function rawExchange(
  port: number,
  chunks: readonly (string | Buffer)[],
  options: { waitMs?: number; gapMs?: number; endAfterSending?: boolean; untilResponse?: boolean } = {},
): Promise<RawExchange> {
  const socket = net.connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  let ending: RawExchange['ending'] = 'open';
  let answered: () => void = () => {};
  const complete = new Promise<void>((resolve) => (answered = resolve));
  socket.on('data', (chunk: Buffer) => {
    received.push(chunk);
    if (options.untilResponse && responseComplete(Buffer.concat(received))) answered();
  });
  const ended = new Promise<void>((resolve) => {
    socket.on('error', () => {
      ending = 'reset';
      resolve();
    });
    socket.on('close', () => {
      if (ending === 'open') ending = 'closed';
      resolve();
    });
  });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0 && options.gapMs) await new Promise((resolve) => setTimeout(resolve, options.gapMs));
    if (socket.destroyed) break;
    socket.write(chunk);
  }
  if (options.endAfterSending) socket.end();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    ended,
    complete,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, options.waitMs ?? 5_000))),
  ]);
  clearTimeout(timer);
  socket.destroy();
  const raw = Buffer.concat(received);
  return { raw, response: parseResponse(raw), ending };
}

/** Whether `raw` holds a whole response: its head and the Content-Length bytes after it. */
function responseComplete(raw: Buffer): boolean {
  raw = withoutInterim(raw);
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(raw.subarray(0, headEnd).toString('latin1'))?.[1];
  return length !== undefined && raw.length >= headEnd + 4 + Number(length);
}

/** The first HTTP response in `raw` (Content-Length bodies only, which is all this server sends to errors). */
export function parseResponse(raw: Buffer): RawResponse | undefined {
  raw = withoutInterim(raw);
  const text = raw.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine = '', ...headerLines] = text.slice(0, headEnd).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? Number.NaN);
  const start = headEnd + 4;
  const body = raw.subarray(start, Number.isFinite(length) ? start + length : undefined).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status, headers, body, json };
}

/** `raw` past any interim 1xx responses (100 Continue), which have a head and no body. */
function withoutInterim(raw: Buffer): Buffer {
  while (/^HTTP\/1\.[01] 1\d\d /.test(raw.subarray(0, 13).toString('latin1'))) {
    const headEnd = raw.indexOf('\r\n\r\n');
    if (headEnd < 0) return raw;
    raw = raw.subarray(headEnd + 4);
  }
  return raw;
}
