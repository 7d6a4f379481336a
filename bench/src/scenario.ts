import type { Profile } from './profiles.ts';

/** A target a measurement is held to: its ratio (or its value) at most or at least a number. */
export interface Target {
  /** Which number the target is about. */
  of: 'ratio' | 'value';
  at: 'most' | 'least';
  limit: number;
}

/** One line of the results table: bankdir's number, the baseline measured in the same run, and their ratio. */
export interface Measurement {
  scenario: string;
  /** What was measured, as the table says it. */
  name: string;
  unit: 'ms' | 'µs' | 'requests/s' | 'votes/s' | 'MB' | 'ratio' | 'KB';
  value: number;
  /** The same work done by the baseline in the same run, when there is one. */
  baseline?: { name: string; value: number };
  /** value / baseline.value, or whatever the name says the ratio is. */
  ratio?: number;
  target?: Target;
  /** Whether the target is met; undefined without a target. */
  met?: boolean;
}

/** Files and settings a scenario runs with; the runner makes them before any scenario starts. */
export interface ScenarioContext {
  profile: Profile;
  /** The generated directory (read it, do not write it: it is the cache). */
  generatedFile: string;
  /** A copy of it a scenario may write to (votes, API keys); shared by the scenarios of one run, in run order. */
  generatedWorkFile: string;
  /** A new SQLite file with the default data set and its sample layer, no semantic index; writable. */
  defaultDataFile: string;
  /** A folder of this run's own, removed at the end. */
  tempDir: string;
  log: (line: string) => void;
}

export interface ScenarioResult {
  measurements: Measurement[];
  /** Everything else worth keeping in the JSON (per-sort-key rows, per-stage times). */
  details?: unknown;
}

export interface Scenario {
  name: string;
  /** One line saying what it measures, for `--list` and the README. */
  summary: string;
  /** Whether the quick profile runs it too. */
  quick: boolean;
  run(context: ScenarioContext): Promise<ScenarioResult>;
}

/** A measurement with its ratio and whether it meets its target filled in. */
export function measured(measurement: Omit<Measurement, 'met'>): Measurement {
  const ratio =
    measurement.ratio ?? (measurement.baseline ? measurement.value / measurement.baseline.value : undefined);
  const target = measurement.target;
  let met: boolean | undefined;
  if (target) {
    const subject = target.of === 'ratio' ? ratio : measurement.value;
    met = subject === undefined ? false : target.at === 'most' ? subject <= target.limit : subject >= target.limit;
  }
  return { ...measurement, ...(ratio !== undefined && { ratio }), ...(met !== undefined && { met }) };
}
