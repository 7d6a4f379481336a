import type { GenerateOptions } from '@bankdir/conformance';

/** How big and how long a run is: `npm run bench` runs the quick profile, `npm run bench -- --full` the full one. */
export interface Profile {
  name: 'quick' | 'full';
  /** The generated directory most scenarios read. */
  data: GenerateOptions;
  /** How many items in the deep page of a list starts (capped at what the list holds). */
  depth: number;
  /** Alternating rounds per comparison (target, baseline, baseline, target, ...). */
  rounds: number;
  /** Calls timed together per round, in-process. */
  batch: number;
  /** Seconds of HTTP load per round and target. */
  seconds: number;
  /** Concurrent HTTP connections of the load generator. */
  connections: number;
}

const BANKS_FULL = 30_000;
const BANKS_QUICK = 3_000;

/** The generated data both profiles share in shape: every country of ISO 3166 (249), Zipf over countries, long-tail votes. */
function generated(banks: number, votes: number, products: number, accounts: number): GenerateOptions {
  return {
    seed: 2025,
    banks,
    countries: 249,
    countrySpread: 'skewed',
    votesPerBank: votes / banks,
    voteSpread: 'long-tail',
    productsPerBank: products / banks,
    accounts,
  };
}

export const PROFILES: Record<Profile['name'], Profile> = {
  quick: {
    name: 'quick',
    data: generated(BANKS_QUICK, 100_000, 30_000, 2_000),
    depth: 1_000,
    rounds: 4,
    batch: 20,
    seconds: 4,
    connections: 10,
  },
  full: {
    name: 'full',
    data: generated(BANKS_FULL, 1_000_000, 300_000, 5_000),
    depth: 1_000,
    rounds: 6,
    batch: 40,
    seconds: 8,
    connections: 10,
  },
};
