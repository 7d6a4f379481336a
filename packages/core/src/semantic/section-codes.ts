import { binaryCode } from './binary-code.ts';
import { ANY_COUNTRY, CodeScan } from './code-scan.ts';

/**
 * The binary codes of an index's sections (one bit per dimension, `binaryCode`), held in process: the first stage of a
 * large vector search. Every loop over the codes runs in WebAssembly (CodeScan): at 120,000 sections of 512
 * dimensions a search takes well under a millisecond, far less than the k-nearest query of a database. `nearest`
 * answers section ids by Hamming distance, then id, so every engine that holds the same sections answers alike. It
 * also knows each section's bank and country, for the drivers that group keyword matches by bank in process.
 */
export class SectionCodes {
  readonly #scan: CodeScan;
  /** Per slot (0 to size - 1, packed; the country is kept by the scan): the section id and its bank. */
  #ids = new Float64Array(64);
  readonly #bankOfSlot: string[] = [];
  readonly #slotOf = new Map<number, number>();
  readonly #byBank = new Map<string, number[]>();
  readonly #countries: string[] = [];
  readonly #countryIndex = new Map<string, number>();
  /** Sections per country index. */
  readonly #countryCounts: number[] = [];
  #size = 0;
  /** The code of the last query scanned, while no section changed since: a search's scopes reuse its distances. */
  #scanned: Uint32Array | undefined;

  constructor(readonly dimensions: number) {
    this.#scan = new CodeScan(dimensions);
  }

  /** Sections held: all of them, or those of one country. */
  size(countryId?: string): number {
    if (countryId === undefined) return this.#size;
    const index = this.#countryIndex.get(countryId);
    return index === undefined ? 0 : this.#countryCounts[index]!;
  }

  /** Adds a section by its vector (or its code, 32 dimensions a word, when the caller has it); a known id is replaced. */
  add(id: number, bankId: string, countryId: string, vectorOrCode: Float32Array | Uint32Array): void {
    const code = vectorOrCode instanceof Uint32Array ? vectorOrCode : binaryCode(vectorOrCode);
    if (code.length !== Math.ceil(this.dimensions / 32))
      throw new RangeError(`a code of ${code.length * 32} bits in an index of ${this.dimensions} dimensions`);
    if (this.#slotOf.has(id)) this.#remove(id);
    this.#scanned = undefined;
    let country = this.#countryIndex.get(countryId);
    if (country === undefined) {
      country = this.#countries.push(countryId) - 1;
      this.#countryIndex.set(countryId, country);
      this.#countryCounts.push(0);
    }
    const slot = this.#size++;
    if (slot === this.#ids.length) {
      const ids = new Float64Array(this.#ids.length * 2);
      ids.set(this.#ids);
      this.#ids = ids;
    }
    this.#scan.reserve(this.#size);
    this.#scan.set(slot, code, country);
    this.#ids[slot] = id;
    this.#bankOfSlot[slot] = bankId;
    this.#countryCounts[country]!++;
    this.#slotOf.set(id, slot);
    const ids = this.#byBank.get(bankId);
    if (ids) ids.push(id);
    else this.#byBank.set(bankId, [id]);
  }

  /** Removes every section of the bank. */
  dropBank(bankId: string): void {
    for (const id of this.#byBank.get(bankId) ?? []) this.#remove(id);
  }

  bankOf(id: number): string | undefined {
    const slot = this.#slotOf.get(id);
    return slot === undefined ? undefined : this.#bankOfSlot[slot];
  }

  countryOf(id: number): string | undefined {
    const slot = this.#slotOf.get(id);
    return slot === undefined ? undefined : this.#countries[this.#scan.countryAt(slot)];
  }

  /** The section ids of a bank, in the order they were added. */
  sectionsOf(bankId: string): readonly number[] {
    return this.#byBank.get(bankId) ?? [];
  }

  /** Every section id held: all of them, or those of one country. */
  ids(countryId?: string): number[] {
    const country = countryId === undefined ? ANY_COUNTRY : this.#countryIndex.get(countryId);
    if (country === undefined) return [];
    const ids: number[] = [];
    for (let slot = 0; slot < this.#size; slot++)
      if (country === ANY_COUNTRY || this.#scan.countryAt(slot) === country) ids.push(this.#ids[slot]!);
    return ids;
  }

  /**
   * The `k` sections nearest to `vector` by Hamming distance of their codes (ties by id), nearest first; only those of
   * `countryId` when given. Linear: one scan gives every distance, a count per distance (at most `dimensions` + 1
   * values) tells the distance the k-th lies at, and a selection keeps the sections up to it.
   */
  nearest(vector: Float32Array, k: number, countryId?: string): number[] {
    const country = countryId === undefined ? ANY_COUNTRY : this.#countryIndex.get(countryId);
    const total = this.size(countryId);
    if (k < 1 || total === 0 || country === undefined) return [];
    const code = binaryCode(vector);
    if (!this.#scanned || this.#scanned.some((word, index) => word !== code[index])) {
      this.#scan.scan(code, this.#size);
      this.#scanned = code;
    }
    const histogram = this.#scan.histogram(this.#size, country);
    // The distance of the k-th nearest: every section nearer is kept, and of those at it the lowest ids.
    let limit = 0;
    for (let seen = histogram[0]!; seen < Math.min(k, total); seen += histogram[limit]!) limit++;
    const slots = this.#scan.select(this.#size, country, limit);
    const distances = this.#scan.distances(this.#size);
    const kept = Array.from(slots, (slot) => ({ distance: distances[slot]!, id: this.#ids[slot]! }));
    kept.sort((a, b) => a.distance - b.distance || a.id - b.id);
    return kept.slice(0, k).map((entry) => entry.id);
  }

  #remove(id: number): void {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return;
    this.#scanned = undefined;
    const bankId = this.#bankOfSlot[slot]!;
    this.#countryCounts[this.#scan.countryAt(slot)]!--;
    const last = --this.#size;
    if (slot !== last) {
      // The last section takes the freed slot, so the slots stay packed for the scan.
      const moved = this.#ids[last]!;
      this.#ids[slot] = moved;
      this.#bankOfSlot[slot] = this.#bankOfSlot[last]!;
      this.#scan.move(last, slot);
      this.#slotOf.set(moved, slot);
    }
    this.#bankOfSlot.length = last;
    this.#slotOf.delete(id);
    const ids = this.#byBank.get(bankId)?.filter((other) => other !== id) ?? [];
    if (ids.length > 0) this.#byBank.set(bankId, ids);
    else this.#byBank.delete(bankId);
  }
}
