import { CODE_SCAN_WASM } from './code-scan-wasm.ts';

const PAGE = 65_536;
/** The country argument that means any country. */
export const ANY_COUNTRY = -1;

interface CodeScanExports {
  memory: { readonly buffer: ArrayBuffer; grow(pages: number): number };
  scan(codes: number, count: number, lanes: number, query: number, distances: number): void;
  histogram(distances: number, countries: number, count: number, country: number, histogram: number): void;
  select(distances: number, countries: number, count: number, country: number, limit: number, selected: number): number;
}

/** The part of the WebAssembly API used here (the project's TypeScript libraries do not declare it). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: unknown };
}
const { WebAssembly } = globalThis as unknown as { WebAssembly: WebAssemblyApi };

let compiled: object | undefined;

/** Where each region of the memory starts, for a capacity. */
interface Layout {
  countries: number;
  query: number;
  distances: number;
  histogram: number;
  selected: number;
  end: number;
}

/**
 * Binary codes and their slots' countries in WebAssembly memory, and the loops of a nearest-code search over them
 * (code-scan.wat: 128-bit SIMD popcount, about 30 times the speed of the same loop in JavaScript). The memory holds,
 * for `capacity` slots: the codes from byte 0, each slot's country (u32), the query's code, one u16 distance per
 * slot, the count per distance, and the slots a selection answers.
 */
export class CodeScan {
  /** Bytes per code: the dimensions' bits rounded up to whole 16-byte lanes (padding bits are 0 in every code). */
  readonly codeBytes: number;
  readonly #dimensions: number;
  readonly #exports: CodeScanExports;
  #capacity = 0;
  #layout: Layout;
  #bytes = new Uint8Array(0);
  #countries = new Uint32Array(0);

  constructor(dimensions: number) {
    this.#dimensions = dimensions;
    this.codeBytes = Math.ceil(dimensions / 128) * 16;
    compiled ??= new WebAssembly.Module(Buffer.from(CODE_SCAN_WASM, 'base64'));
    this.#exports = new WebAssembly.Instance(compiled).exports as unknown as CodeScanExports;
    this.#layout = this.#layoutFor(0);
    this.reserve(64);
  }

  /** Room for at least `slots` slots; the slots held stay as they are. */
  reserve(slots: number): void {
    if (slots <= this.#capacity) return;
    const capacity = Math.max(slots, this.#capacity * 2);
    const layout = this.#layoutFor(capacity);
    const { memory } = this.#exports;
    const pages = Math.ceil(layout.end / PAGE) - memory.buffer.byteLength / PAGE;
    if (pages > 0) memory.grow(pages);
    const bytes = new Uint8Array(memory.buffer);
    // The countries follow the codes, so they move up as the codes' region grows (copyWithin allows the overlap).
    bytes.copyWithin(layout.countries, this.#layout.countries, this.#layout.countries + this.#capacity * 4);
    this.#capacity = capacity;
    this.#layout = layout;
    this.#bytes = bytes;
    this.#countries = new Uint32Array(memory.buffer, layout.countries, capacity);
  }

  /** Writes a code (32 dimensions a word, as binaryCode makes it) and its country into a slot. */
  set(slot: number, code: Uint32Array, country: number): void {
    this.#writeCode(code, slot * this.codeBytes);
    this.#countries[slot] = country;
  }

  countryAt(slot: number): number {
    return this.#countries[slot]!;
  }

  /** Copies slot `from` into slot `to`. */
  move(from: number, to: number): void {
    this.#bytes.copyWithin(to * this.codeBytes, from * this.codeBytes, (from + 1) * this.codeBytes);
    this.#countries[to] = this.#countries[from]!;
  }

  /** Computes the distance of each of the first `count` slots to `query`, kept for `histogram` and `select`. */
  scan(query: Uint32Array, count: number): void {
    const { query: queryAt, distances } = this.#layout;
    this.#writeCode(query, queryAt);
    this.#exports.scan(0, count, this.codeBytes / 16, queryAt, distances);
  }

  /** How many of the first `count` slots of `country` (or ANY_COUNTRY) lie at each distance of the last scan. */
  histogram(count: number, country: number): Uint32Array {
    const { distances, countries, histogram } = this.#layout;
    const counts = new Uint32Array(this.#exports.memory.buffer, histogram, this.#dimensions + 1);
    counts.fill(0);
    this.#exports.histogram(distances, countries, count, country, histogram);
    return counts;
  }

  /** The slots of `country` (or ANY_COUNTRY) among the first `count` at most `limit` away in the last scan, in slot order. */
  select(count: number, country: number, limit: number): Uint32Array {
    const { distances, countries, selected } = this.#layout;
    const found = this.#exports.select(distances, countries, count, country, limit, selected);
    return new Uint32Array(this.#exports.memory.buffer, selected, found);
  }

  /** The distances of the last scan, one per slot; valid until the next call. */
  distances(count: number): Uint16Array {
    return new Uint16Array(this.#exports.memory.buffer, this.#layout.distances, count);
  }

  /** A code's bytes at `at`, zero-padded to whole lanes. */
  #writeCode(code: Uint32Array, at: number): void {
    this.#bytes.fill(0, at, at + this.codeBytes);
    this.#bytes.set(new Uint8Array(code.buffer, code.byteOffset, Math.min(code.byteLength, this.codeBytes)), at);
  }

  #layoutFor(capacity: number): Layout {
    const countries = capacity * this.codeBytes;
    const query = countries + capacity * 4;
    const distances = query + this.codeBytes;
    const histogram = align4(distances + capacity * 2);
    const selected = histogram + (this.#dimensions + 1) * 4;
    return { countries, query, distances, histogram, selected, end: selected + capacity * 4 };
  }
}

function align4(offset: number): number {
  return Math.ceil(offset / 4) * 4;
}
