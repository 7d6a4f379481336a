import { fuzzSuite } from './fuzz/fuzz-suite.ts';

// The slow tier's longer run, on a seed of its own, beside the 5,000 requests of fuzz.test.ts.
fuzzSuite({ seed: 20_251_123, requests: 20_000, storm: 64 });
