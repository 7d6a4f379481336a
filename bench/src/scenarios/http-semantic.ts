import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { useEmbedder } from '@bankdir/embedder-use';
import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { cpuMeasurement } from '../http/cpu-time.ts';
import { load, medianLoad } from '../http/load.ts';
import { createKeys, startBankdir, startRaw } from '../http/servers.ts';
import { measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { loadQuestions } from '../semantic-questions.ts';
import { openDefaultDataDirectory } from '../semantic-setup.ts';
import { alternate } from '../stats.ts';

const QUESTIONS = 40;
const path = (question: string) => `/v1/banks/semantic-search?query=${encodeURIComponent(question)}`;

/** GET requests cycling through the questions, one after another. */
function questionRequests(questions: readonly string[]): autocannon.Request[] {
  return questions.map((question) => ({ method: 'GET', path: path(question) }));
}

/**
 * GET /v1/banks/semantic-search over the default data set with its semantic index, 40 labelled questions in turn
 * (query embeddings cached after their first use, as a busy server has them), through `bankdir serve` against a
 * hand-written Koa route answering the same bodies from one indexed statement: a table of the answers, stored by the
 * run beforehand. The ratio is the share of a search's cost that is serving rather than searching.
 */
export const httpSemantic: Scenario = {
  name: 'http-semantic',
  summary:
    'GET /v1/banks/semantic-search, 40 labelled questions in turn, through bankdir serve with the USE embedder against a raw Koa route serving the same answers stored beforehand (one indexed statement)',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const { profile, tempDir } = context;
    const { directory } = await openDefaultDataDirectory(useEmbedder(), { log: context.log });
    await directory.close();
    const file = join(tempDir, 'semantic.sqlite');
    copyFileSync(join(import.meta.dirname, '..', '..', '.cache', 'semantic-default.sqlite'), file);
    const [key] = await createKeys(file, 1, 'pro');
    const headers = { authorization: `Bearer ${key}` };
    const questions = loadQuestions()
      .slice(0, QUESTIONS)
      .map((question) => question.question);
    const bankdir = await startBankdir(file, {
      logFile: join(tempDir, 'http-semantic.log'),
      workers: 1,
      env: { BANKDIR_EMBEDDER: 'use' },
    });
    const rawFile = join(tempDir, 'raw-semantic.sqlite');
    const db = new Database(rawFile);
    db.exec('create table semantic_answers (query text primary key, data text not null) without rowid');
    const store = db.prepare('insert into semantic_answers values (?, ?)');
    for (const question of questions) {
      const answer = await fetch(bankdir.url + path(question), { headers });
      if (answer.status !== 200) throw new Error(`semantic search answered ${answer.status}: ${await answer.text()}`);
      store.run(question, JSON.stringify(((await answer.json()) as { data: unknown }).data));
    }
    db.close();
    const raw = await startRaw(rawFile);
    try {
      const requests = questionRequests(questions);
      await load(bankdir.url, '/', { ...profile, seconds: 1 }, { headers, requests });
      await load(raw.url, '/', { ...profile, seconds: 1 }, { requests });
      const rounds = await alternate(
        profile.rounds,
        () => load(bankdir.url, '/', profile, { headers, requests, pid: bankdir.pid }),
        () => load(raw.url, '/', profile, { requests, pid: raw.pid }),
      );
      const result = { bankdir: medianLoad(rounds.a), raw: medianLoad(rounds.b) };
      return {
        measurements: [
          measured({
            scenario: this.name,
            name: `GET /v1/banks/semantic-search, ${QUESTIONS} questions in turn, default data (warm query cache)`,
            unit: 'requests/s',
            value: result.bankdir.requestsPerSecond,
            baseline: { name: 'raw Koa route serving the stored answers', value: result.raw.requestsPerSecond },
          }),
          ...cpuMeasurement(this.name, 'GET /v1/banks/semantic-search', result.bankdir, {
            name: 'raw Koa route serving the stored answers',
            result: result.raw,
          }),
        ],
        details: result,
      };
    } finally {
      await Promise.all([bankdir.stop(), raw.stop()]);
    }
  },
};
