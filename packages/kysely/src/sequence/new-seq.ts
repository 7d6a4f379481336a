/**
 * A table whose rows carry a seq: an integer whose order is the order of the row's text id (a.id < b.id exactly when
 * a.seq < b.seq), kept as an order-maintenance structure. Indexes then end in a small integer instead of the id, and
 * a list still breaks ties by id ascending, as the contract wants.
 */
export interface SeqTable {
  /** The seqs of the rows with the greatest id below `id` and the least id above it; null where there is none. */
  neighbours(id: string): Promise<{ before: number | null; after: number | null }>;
  /** How many rows have a seq from `low` to `high`, both included. */
  countWithin(low: number, high: number): Promise<number>;
  /** The seqs from `low` to `high`, both included, ascending. */
  seqsWithin(low: number, high: number): Promise<number[]>;
  /** Gives the row at seq `from` the seq `to`, which no row holds. */
  move(from: number, to: number): Promise<void>;
}

/** Seqs lie strictly between these bounds: integers a double holds exactly, negative ones included. */
export const SEQ_LOW = -(2 ** 52);
export const SEQ_HIGH = 2 ** 52;
/**
 * The step between a row and the next one appended. Small steps keep seqs small (SQLite stores an integer in as few
 * bytes as it needs, and every index entry carries one); an insert between two rows halves their gap, so eight
 * inserts into one gap are free and the ninth relabels a few rows around it.
 */
export const SEQ_STEP = 256;
/**
 * How much room a relabelled range must keep: a range of 2^level seqs may hold at most (2 / DENSITY)^level rows, so
 * larger ranges are sparser and each relabel leaves room for many inserts (Bender et al., "Two simplified algorithms
 * for maintaining order in a list", 2002): amortised O(log n) rows moved per insert.
 */
const DENSITY = 1.3;

/** The seq for a new row with `id` (not yet in the table); moves a few rows to make room when its gap is used up. */
export async function newSeq(table: SeqTable, id: string): Promise<number> {
  const { before, after } = await table.neighbours(id);
  if (before === null && after === null) return 0;
  if (after === null && before !== null && before + SEQ_STEP < SEQ_HIGH) return before + SEQ_STEP;
  if (before === null && after !== null && after - SEQ_STEP > SEQ_LOW) return after - SEQ_STEP;
  const low = before ?? SEQ_LOW;
  const high = after ?? SEQ_HIGH;
  // Ids made later sort later: a wide gap is used a step at a time from its low end, so a run of new ids arriving in
  // one gap (new ids after a block of imported ones) fills it in order instead of halving it.
  if (high - low > 2 * SEQ_STEP) return low + SEQ_STEP;
  if (high - low >= 2) return Math.floor(low / 2 + high / 2);
  return relabelAround(table, low);
}

/**
 * Spreads the rows of the smallest aligned range around `low` that is sparse enough, evenly, leaving a gap for the new
 * row right after `low` (or first in the range when `low` is the lower bound), and answers the new row's seq.
 */
async function relabelAround(table: SeqTable, low: number): Promise<number> {
  for (let level = 1; level <= 53; level++) {
    const size = 2 ** level;
    // The aligned range [start, end) holding `low`; the last level is every seq there is.
    const start = level === 53 ? SEQ_LOW : Math.max(SEQ_LOW, Math.floor(low / size) * size);
    const end = level === 53 ? SEQ_HIGH : Math.min(SEQ_HIGH, start + size);
    const rows = await table.countWithin(start, end - 1);
    // Room for the rows, the new one and a gap on each side, sparser the larger the range.
    if (rows + 2 > size / DENSITY ** level) continue;
    const seqs = await table.seqsWithin(start, end - 1);
    // The new row goes right after `low`: after every row at or below it.
    const position = seqs.filter((seq) => seq <= low).length;
    // Half the range spreads the rows evenly; the other half is one gap right after the new row, where the ids that
    // follow it (made later) will go.
    const step = (end - start) / 2 / (seqs.length + 2);
    const target = (index: number) =>
      start + Math.floor(step * (index + 1) + (index > position ? (end - start) / 2 : 0));
    const moves = seqs.map((seq, index) => ({ from: seq, to: target(index < position ? index : index + 1) }));
    // In an order where no row lands on a seq another row still holds: downward moves from the lowest, then upward
    // moves from the highest.
    for (const move of moves.filter((m) => m.to < m.from)) await table.move(move.from, move.to);
    for (const move of moves.filter((m) => m.to > m.from).reverse()) await table.move(move.from, move.to);
    return target(position);
  }
  throw new RangeError('No room left for another row in the id order; the table holds too many rows.');
}
