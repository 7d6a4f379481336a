import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { SCORE_KEY_OF_CATEGORY } from '../datasets/raw-copy.ts';

export interface RawVote {
  id: string;
  isUp: boolean;
  category: string;
  bankId: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The cheapest exact vote on raw better-sqlite3, the baseline of vote writes: in one transaction, read the caller's
 * earlier vote in that category, bump the four counters it changes (the category's and the overall up and down) and
 * the overall score on the narrow bank row, then insert or update the vote row. Answers undefined for an unknown bank.
 */
export type RawVoter = (
  accountId: string,
  bankId: string,
  category: string,
  isUp: boolean,
) => { vote: RawVote; created: boolean } | undefined;

export function rawVoter(db: Database): RawVoter {
  const findVote = db.prepare<[string, string, string], { id: string; isUp: number; createdAt: string }>(
    'select id, isUp, createdAt from votes where accountId = ? and bankId = ? and category = ?',
  );
  const insertVote = db.prepare('insert into votes values (?, ?, ?, ?, ?, ?, ?)');
  const updateVote = db.prepare('update votes set isUp = ?, updatedAt = ? where id = ?');
  const overallScore =
    'cast(round(100.0 * ((overall_up + :up) - (overall_down + :down)) / max(1, overall_up + :up + overall_down + :down)) as integer)';
  const bump = Object.fromEntries(
    Object.entries(SCORE_KEY_OF_CATEGORY).map(([category, key]) => [
      category,
      db.prepare(
        `update banks set ${key}_up = ${key}_up + :up, ${key}_down = ${key}_down + :down, overall_up = overall_up + :up, overall_down = overall_down + :down, overall_score = ${overallScore} where id = :bankId`,
      ),
    ]),
  );
  const cast = db.transaction((accountId: string, bankId: string, category: string, isUp: boolean) => {
    const statement = bump[category];
    if (!statement) return undefined;
    const earlier = findVote.get(accountId, bankId, category);
    const was = earlier === undefined ? undefined : earlier.isUp === 1;
    const up = (isUp ? 1 : 0) - (was === true ? 1 : 0);
    const down = (isUp ? 0 : 1) - (was === false ? 1 : 0);
    if (statement.run({ up, down, bankId }).changes === 0) return undefined;
    const now = new Date().toISOString();
    if (earlier) {
      updateVote.run(isUp ? 1 : 0, now, earlier.id);
      return {
        vote: { id: earlier.id, isUp, category, bankId, createdAt: earlier.createdAt, updatedAt: now },
        created: false,
      };
    }
    const id = `vote_${randomBytes(15).toString('base64url')}`;
    insertVote.run(id, accountId, bankId, category, isUp ? 1 : 0, now, now);
    return { vote: { id, isUp, category, bankId, createdAt: now, updatedAt: now }, created: true };
  });
  return (accountId, bankId, category, isUp) => cast.immediate(accountId, bankId, category, isUp);
}
