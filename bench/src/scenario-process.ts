import { readFileSync, writeFileSync } from 'node:fs';
import type { ScenarioContext, ScenarioResult } from './scenario.ts';
import { SCENARIOS } from './scenarios/index.ts';

// One scenario in a process of its own, so that none warms or loads another's caches:
// `scenario-process.ts NAME CONTEXT.json RESULT.json`.
const [name, contextFile, resultFile] = process.argv.slice(2);
const scenario = SCENARIOS.find((candidate) => candidate.name === name);
if (!scenario || !contextFile || !resultFile) {
  console.error('usage: scenario-process.ts NAME CONTEXT.json RESULT.json');
  process.exit(2);
}
const context: ScenarioContext = {
  ...(JSON.parse(readFileSync(contextFile, 'utf8')) as Omit<ScenarioContext, 'log'>),
  log: (line) => console.log(`  ${line}`),
};
const result: ScenarioResult = await scenario.run(context);
writeFileSync(resultFile, JSON.stringify(result));
