import type { Scenario } from '../scenario.ts';
import { backupUnderLoad } from './backup-under-load.ts';
import { bankPage } from './bank-page.ts';
import { banksPaging } from './banks-paging.ts';
import { httpReads } from './http-reads.ts';
import { httpSemantic } from './http-semantic.ts';
import { httpStages } from './http-stages.ts';
import { httpVotes } from './http-votes.ts';
import { httpWorkers } from './http-workers.ts';
import { listsPaging } from './lists-paging.ts';
import { scriptScenario } from './script.ts';
import { seedTime } from './seed-time.ts';
import { serverMemory } from './server-memory.ts';
import { storageSize } from './storage-size.ts';
import { voteWrites } from './vote-writes.ts';

/** Every scenario, in run order: reads before the writes that change the working copy. */
export const SCENARIOS: readonly Scenario[] = [
  seedTime,
  storageSize,
  banksPaging,
  listsPaging,
  httpReads,
  httpSemantic,
  bankPage,
  httpStages,
  voteWrites,
  httpVotes,
  httpWorkers,
  serverMemory,
  backupUnderLoad,
  scriptScenario(
    'semantic-quality',
    'semantic-quality.ts',
    'semantic search quality on the labelled questions (recall@k, MRR), written to bench/results/semantic.md',
    true,
  ),
  scriptScenario(
    'semantic-latency',
    'semantic-latency.ts',
    'semantic search latency at the default data and at the profile`s bank count, written to bench/results/semantic.md',
    false,
  ),
  scriptScenario(
    'engines',
    'engines.ts',
    'SQLite and PostgreSQL side by side: first and deep page, vote writes (one writer, several processes), semantic index searches; needs BANKDIR_BENCH_POSTGRES_URL or BANKDIR_TEST_POSTGRES_URL, written to bench/results/engines.md',
    false,
    'results/engines.md',
  ),
];
