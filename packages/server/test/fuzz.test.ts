import { fuzzSuite } from './fuzz/fuzz-suite.ts';

// 5,000 seeded requests on every run of npm test; the slow tier sends more (fuzz.slow.test.ts).
fuzzSuite({ seed: 20_250_711, requests: 5_000, storm: 24 });
