import type { Prng } from '@bankdir/conformance';
import { type RouteDefinition, routeTable, V1_PREFIX } from '../../src/index.ts';
import { productBody } from '../helpers/route-samples.ts';
import { jsonValue, NASTY_STRINGS, RAW_QUERY_VALUES } from './values.ts';

/** One generated request, as bytes to put on a fresh connection. */
export interface FuzzRequest {
  /** What it is, for failure messages. */
  label: string;
  /** The request's bytes. */
  bytes: Buffer;
  /** Whether it may write: it is sent alone, with the database checked before and after. */
  mayWrite: boolean;
  /** The client ends its writing side once the request is sent (a half-close); it must still get its answer. */
  halfClose?: boolean;
  /** The answer it must get, beyond no 5xx: a 400 with an issue at this path. */
  badRequestAt?: (string | number)[];
}

/** What the generator knows of the server under test. */
export interface FuzzWorld {
  keys: { pro: string; free: string; rep: string; revoked: string };
  bankIds: readonly string[];
  productIds: readonly string[];
  countryCodes: readonly string[];
  /** The bank the `rep` key represents, and products of that bank. */
  repBankId: string;
  repProductIds: readonly string[];
  /** Visible stories. */
  storyIds: readonly string[];
}

const METHODS_ELSEWHERE = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE'] as const;

/** A request for one route of the route table, with every part of it possibly broken. */
export function routeRequest(prng: Prng, world: FuzzWorld, route: RouteDefinition): FuzzRequest {
  const method = prng.chance(0.9) ? route.method : prng.pick(METHODS_ELSEWHERE);
  const path = V1_PREFIX + route.path.replace(/:(\w+)/g, (_, name: string) => pathValue(prng, world, name));
  const query = route.query ? queryString(prng, Object.keys(route.query.entries)) : prng.chance(0.2) ? '?x=1' : '';
  const headers = requestHeaders(prng, world);
  let body: Buffer | undefined;
  if (route.body && prng.chance(0.95)) body = requestBody(prng, Object.keys(route.body.entries), headers);
  else if (prng.chance(0.05)) body = Buffer.from(JSON.stringify(jsonValue(prng)));
  if (body !== undefined && !headers.some(([name]) => name === 'Content-Type') && prng.chance(0.9))
    headers.push(['Content-Type', prng.pick(['application/json', 'application/json; charset=utf-8'])]);
  const mayWrite = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && method !== 'TRACE';
  return {
    label: `${method} ${route.path}`,
    bytes: serialise(method, path + query, headers, body, prng),
    mayWrite,
  };
}

function pathValue(prng: Prng, world: FuzzWorld, name: string): string {
  const roll = prng.next();
  if (roll < 0.5) {
    if (name === 'category') return prng.pick(['LENDING', 'INNOVATION', 'lending', 'NOPE']);
    if (name === 'code') return prng.pick([...world.countryCodes, 'us', 'QQ', 'USA']);
    if (name === 'id' && prng.chance(0.6)) return prng.pick([...world.productIds, ...world.bankIds]);
    return prng.pick(world.bankIds);
  }
  if (roll < 0.85) return encode(prng.pick(NASTY_STRINGS)).slice(0, 3_000);
  return prng.pick([...RAW_QUERY_VALUES, '..', '.', '%2F', '%2e%2e', 'a%2Fb', '%20']);
}

function queryString(prng: Prng, names: readonly string[]): string {
  const parts: string[] = [];
  for (const name of names) {
    if (!prng.chance(0.35)) continue;
    const times = prng.chance(0.08) ? 2 : 1;
    for (let time = 0; time < times; time++) parts.push(`${name}=${queryValue(prng, name)}`);
  }
  if (prng.chance(0.2)) parts.push(`${encode(prng.pick(NASTY_STRINGS).slice(0, 30))}=1`);
  if (prng.chance(0.05)) parts.push('&&', '=', 'limit');
  return parts.length === 0 ? '' : `?${prng.shuffle(parts).join('&')}`;
}

function queryValue(prng: Prng, name: string): string {
  const roll = prng.next();
  if (roll < 0.3) {
    const plausible: Record<string, readonly string[]> = {
      limit: ['1', '10', '100', '0', '101'],
      sortOrder: ['asc', 'desc', 'ASC'],
      sortBy: ['name', 'rank', 'overall_score', 'ratePercent', 'createdAt', 'nope'],
      include: ['scores,country,meta,stocks', 'bank,country', 'scores', 'nope', 'scores,,'],
      countryCode: ['US', 'us', 'QQ', 'USA'],
      categories: ['LENDING,INNOVATION', 'CARD,LOAN', 'NOPE'],
      isUp: ['true', 'false', 'yes'],
    };
    return encode(prng.pick(plausible[name] ?? ['1', 'x']));
  }
  if (roll < 0.75) return encode(prng.pick(NASTY_STRINGS)).slice(0, 4_000);
  return prng.pick(RAW_QUERY_VALUES);
}

function requestHeaders(prng: Prng, world: FuzzWorld): [string, string][] {
  const headers: [string, string][] = [];
  if (prng.chance(0.98)) headers.push(['Host', prng.pick(['localhost', '127.0.0.1:1', 'x'.repeat(300), ''])]);
  const key = prng.pick([
    world.keys.pro,
    world.keys.pro,
    world.keys.free,
    world.keys.rep,
    world.keys.rep,
    world.keys.revoked,
  ]);
  // Most requests pass authentication, so that the checks behind it are reached.
  const authorization = prng.chance(0.75)
    ? `Bearer ${key}`
    : prng.pick([
        `bearer ${key}`,
        'Bearer',
        `Basic ${Buffer.from('a:b').toString('base64')}`,
        `Bearer ${key} extra`,
        `Bearer ${key.slice(0, -1)}`,
        `Bearer bdk_live_${'A'.repeat(16)}_${'A'.repeat(32)}`,
        `Bearer ${'x'.repeat(4_000)}`,
        '',
      ]);
  if (prng.chance(0.95)) headers.push(['Authorization', authorization]);
  if (prng.chance(0.03)) headers.push(['Authorization', `Bearer ${world.keys.free}`]);
  if (prng.chance(0.15))
    headers.push(['Service-Version', prng.pick(['2025-07-11', '2024-01-01', '', 'x'.repeat(500), '2025-07-11 '])]);
  if (prng.chance(0.1)) headers.push(['X-Odd', prng.pick(['\u00e9\u00e8', 'a'.repeat(8_000), '%ff', '"{]'])]);
  if (prng.chance(0.03)) for (let index = 0; index < 90; index++) headers.push([`X-Many-${index}`, String(index)]);
  if (prng.chance(0.05)) headers.push(['Accept', prng.pick(['text/html', '*/*', 'application/xml'])]);
  if (prng.chance(0.03)) headers.push(['Expect', '100-continue']);
  return headers;
}

function requestBody(prng: Prng, fields: readonly string[], headers: [string, string][]): Buffer {
  const roll = prng.next();
  if (roll < 0.04)
    headers.push([
      'Content-Type',
      prng.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
        'multipart/form-data',
        'application/jsonx',
        '',
      ]),
    ]);
  if (roll < 0.35) {
    // A plausible body with one field broken.
    const base: Record<string, unknown> = fields.includes('isUp')
      ? { category: 'LENDING', isUp: true }
      : fields.length === 1
        ? { status: 'ARCHIVED' }
        : productBody({ name: `Fuzz ${prng.int(0, 1e9)}` });
    base[prng.chance(0.85) ? prng.pick(fields) : prng.pick(NASTY_STRINGS).slice(0, 20)] = jsonValue(prng);
    return Buffer.from(JSON.stringify(base));
  }
  if (roll < 0.6) {
    const body = Object.fromEntries(fields.filter(() => prng.chance(0.5)).map((field) => [field, jsonValue(prng)]));
    return Buffer.from(JSON.stringify(body));
  }
  if (roll < 0.68) return Buffer.from(JSON.stringify(jsonValue(prng)));
  if (roll < 0.74) {
    const depth = prng.pick([100, 5_000, 30_000]);
    return Buffer.from(
      prng.chance(0.5)
        ? '['.repeat(depth) + ']'.repeat(depth)
        : '{"a":'.repeat(depth / 5) + '1' + '}'.repeat(depth / 5),
    );
  }
  if (roll < 0.78) return Buffer.from(`{"features":[${'"x",'.repeat(prng.pick([16_000, 20_000]))}"y"]}`);
  if (roll < 0.82) return Buffer.from(JSON.stringify({ features: Array.from({ length: 20_000 }, () => []) }));
  if (roll < 0.86) return Buffer.alloc(prng.pick([65_537, 70_000, 200_000]), 0x20);
  if (roll < 0.9) return Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]);
  if (roll < 0.94)
    return Buffer.from(prng.pick(['', ' ', '{', '{"a":1,}', 'null', '"x"', "{'a':1}", '{"a":1}{"b":2}', '\ufeff{}']));
  return Buffer.from(
    JSON.stringify(Object.fromEntries(Array.from({ length: 2_000 }, (_, index) => [`f${index}`, index]))),
  );
}

/** Percent-encoded UTF-8; a lone surrogate (no UTF-8 form) becomes the bytes of its CESU-8 form, invalid UTF-8. */
function encode(text: string): string {
  return text
    .replace(/[\ud800-\udfff]/g, '\u0000')
    .split('\u0000')
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

/** The request on the wire: request line, headers, Content-Length (or, now and then, chunked) and body. */
function serialise(
  method: string,
  target: string,
  headers: [string, string][],
  body: Buffer | undefined,
  prng: Prng,
): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, ...headers.map(([name, value]) => `${name}: ${value}`)];
  let payload = body ?? Buffer.alloc(0);
  if (body !== undefined && prng.chance(0.05)) {
    lines.push('Transfer-Encoding: chunked');
    payload = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
  } else if (body !== undefined) {
    lines.push(`Content-Length: ${body.length}`);
  }
  lines.push('Connection: close');
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

/** Requests that are not HTTP/1.1 as Node's parser accepts it, built on top of a real route's path. */
export function malformedRequest(prng: Prng, world: FuzzWorld): FuzzRequest {
  const route = prng.pick(routeTable);
  const path = V1_PREFIX + route.path.replace(/:(\w+)/g, () => prng.pick(world.bankIds));
  const auth = `Authorization: Bearer ${world.keys.pro}`;
  const templates: (() => string | Buffer)[] = [
    () => `${route.method} ${path} HTTP/9.9\r\nHost: x\r\n\r\n`,
    () => `${route.method} ${path} HTTP/1.1x\r\nHost: x\r\n\r\n`,
    () => `${route.method}  ${path}  HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `${route.method} ${path}\r\nHost: x\r\n\r\n`,
    () => `${prng.pick(['G ET', 'GE\u0000T', 'get', '123', 'BREW', 'M-SEARCH'])} ${path} HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `${route.method} ${path}\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `${route.method} ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nX-Bad: a\u0001b\r\n\r\n`,
    () => `${route.method} ${path} HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n`,
    () => `${route.method} ${path} HTTP/1.1\r\nHost: x\r\n: empty\r\n\r\n`,
    () => `${route.method} ${path} HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n  b\r\n\r\n`,
    () => `${route.method} ${path} HTTP/1.1\nHost: x\n\n`,
    () => `${route.method} ${path} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(prng.pick([17_000, 40_000]))}\r\n\r\n`,
    () =>
      `${route.method} ${path} HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3_000 }, (_, i) => `X-${i}: v`).join('\r\n')}\r\n\r\n`,
    () => `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{"a":1}`,
    () => `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Length: -1\r\n\r\n`,
    () => `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Length: ${'9'.repeat(30)}\r\n\r\n`,
    () =>
      `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n`,
    () => `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    () => `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nTransfer-Encoding: gzip, chunked, identity\r\n\r\n0\r\n\r\n`,
    () => 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
    () => `CONNECT ${prng.pick(['example.com:443', path, 'x'])} HTTP/1.1\r\nHost: x\r\n\r\n`,
    () =>
      Buffer.concat([
        Buffer.from(`GET ${path}?q=`),
        Buffer.from([0xff, 0xfe, 0x80]),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
      ]),
    () => Buffer.from(Array.from({ length: prng.int(1, 300) }, () => prng.int(0, 255))),
    () => `${route.method} ${'/v1/' + 'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    () => `${route.method} http://evil.example${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nConnection: close\r\n\r\n`,
    () => `${route.method} * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    () => `${route.method} ${path} HTTP/1.0\r\n${auth}\r\n\r\n`,
  ];
  const index = prng.int(0, templates.length - 1);
  const bytes = templates[index]!();
  return {
    label: `malformed #${index} on ${route.path}`,
    bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'latin1'),
    mayWrite: false,
  };
}

/** The characters the rule for request text forbids (docs/api-contract.md, "Text in requests"). */
const ODD_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\ud800', '\udfff'];

/**
 * A request the route would take, but for one odd character (a NUL, another control character or a lone surrogate)
 * in one of its places: a path parameter, a query parameter, or a string of the body at any depth. It must be a 400
 * with the issue at that place, whatever the engine.
 */
export function oddCharacterRequest(prng: Prng, world: FuzzWorld, route: RouteDefinition): FuzzRequest | undefined {
  const places: (string | number)[][] = [
    ...Object.keys(route.pathParameters ?? {}).map((name) => ['path', name]),
    ...Object.keys(route.query?.entries ?? {}).map((name) => ['query', name]),
    ...Object.keys(route.body?.entries ?? {}).flatMap((name) => {
      if (name === 'features' || name === 'tags') return [['body', name, prng.int(0, 2)]];
      if (name === 'attributes') return [['body', name, prng.int(0, 2), prng.pick(['label', 'value'])]];
      return [['body', name]];
    }),
  ];
  if (places.length === 0) return undefined;
  const place = prng.pick(places);
  const odd = `${prng.pick(['', 'a', 'bank_'])}${prng.pick(ODD_CHARACTERS)}${prng.pick(['', 'b', ' x'])}`;
  const path =
    V1_PREFIX +
    route.path.replace(/:(\w+)/g, (_, name: string) =>
      place[0] === 'path' && place[1] === name ? encode(odd) : validPathValue(prng, world, route, name),
    );
  const query = place[0] === 'query' ? `?${place[1]}=${encode(odd)}` : '';
  const key = route.representative ? world.keys.rep : route.plan === 'PRO' ? world.keys.pro : world.keys.free;
  const headers: [string, string][] = [
    ['Host', 'localhost'],
    ['Authorization', `Bearer ${key}`],
  ];
  let body: Buffer | undefined;
  if (route.body) {
    const fields = Object.keys(route.body.entries);
    const valid: Record<string, unknown> = fields.includes('isUp')
      ? { category: 'LENDING', isUp: true }
      : fields.includes('text')
        ? { text: 'A fine story.', tags: ['LENDING'] }
        : fields.length === 1
          ? { status: 'ARCHIVED' }
          : productBody({ features: ['a', 'b', 'c'], attributes: [0, 1, 2].map(() => ({ label: 'l', value: 'v' })) });
    if (place[0] === 'body') setAt(valid, place.slice(1), odd);
    body = Buffer.from(JSON.stringify(valid));
    headers.push(['Content-Type', 'application/json']);
  }
  return {
    label: `odd character at ${JSON.stringify(place)} of ${route.method} ${route.path}`,
    bytes: serialise(route.method, path + query, headers, body, prng),
    mayWrite: route.method !== 'GET',
    badRequestAt: place,
  };
}

/** A path value the route finds: the representative's bank and its products, a bank, a story, a category, a code. */
function validPathValue(prng: Prng, world: FuzzWorld, route: RouteDefinition, name: string): string {
  if (name === 'category') return 'LENDING';
  if (name === 'code') return prng.pick(world.countryCodes).toLowerCase();
  if (name === 'bankId') return route.representative ? world.repBankId : prng.pick(world.bankIds);
  if (route.path.startsWith('/stories/')) return prng.pick(world.storyIds);
  if (route.path.startsWith('/banks/:bankId/products/')) return prng.pick(world.repProductIds);
  return prng.pick(world.bankIds);
}

/** Sets `value` at `path` inside `target`, making the lists and objects on the way. */
function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
}
