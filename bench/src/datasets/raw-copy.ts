import { type Directory, SCORE_KEYS, type ScoreKey, VOTE_CATEGORIES } from '@bankdir/core';
import { foldText, normalizeHostname } from '@bankdir/core/driver';
import Database from 'better-sqlite3';
import { walkList } from './open-directory.ts';

/** The score columns of the narrow copy: up and down per score key (total and score are derived when read). */
export const SCORE_COLUMNS = SCORE_KEYS.flatMap((key) => [`${key}_up`, `${key}_down`]);

/** The score key a vote category counts under, e.g. CRYPTO_FRIENDLY -> cryptoFriendly. */
export const SCORE_KEY_OF_CATEGORY: Record<string, ScoreKey> = Object.fromEntries(
  VOTE_CATEGORIES.map((category, index) => [category, SCORE_KEYS[index + 1]!]),
);

/**
 * Builds the baselines' database: a narrow copy of what the API answers, as a hand-written app would keep it. One
 * table of banks (the answer's columns, up and down per score key, the overall score with one index, name order with
 * one index), the countries, the banks' primary hostnames, and the votes with one unique index. It is filled from
 * the directory's own answers, so the baseline routes can answer the same bodies.
 */
export async function buildRawCopy(directory: Directory, file: string): Promise<{ banks: number; votes: number }> {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`
    create table countries (id text primary key, name text not null, code text not null, emoji text not null);
    create table banks (
      id text primary key, nameKey text not null, name text not null, rank integer, countryRank integer,
      url text not null, description text not null, storiesCount integer not null, claimedAt text,
      countryId text not null, createdAt text not null, updatedAt text not null,
      ${SCORE_COLUMNS.map((column) => `${column} integer not null`).join(', ')},
      overall_score integer not null
    );
    create index banks_name on banks (nameKey, id);
    create index banks_overall_score on banks (overall_score, id);
    create table hostnames (host text not null, bankId text not null, primary key (host, bankId)) without rowid;
    create table votes (
      id text primary key, accountId text not null, bankId text not null, category text not null,
      isUp integer not null, createdAt text not null, updatedAt text not null
    );
    create unique index votes_account_bank_category on votes (accountId, bankId, category);
  `);
  const insertCountry = db.prepare('insert or ignore into countries values (?, ?, ?, ?)');
  const insertBank = db.prepare(
    `insert into banks values (${Array(13 + SCORE_COLUMNS.length)
      .fill('?')
      .join(', ')})`,
  );
  const insertHost = db.prepare('insert or ignore into hostnames values (?, ?)');
  const insertVote = db.prepare('insert into votes values (?, ?, ?, ?, ?, ?, ?)');
  let banks = 0;
  let votes = 0;
  await walkList(
    (query) => directory.banks.list(query),
    { include: ['scores', 'country'] },
    (page) =>
      db.transaction(() => {
        for (const bank of page) {
          const { country, scores } = bank;
          insertCountry.run(country!.id, country!.name, country!.code, country!.emoji);
          insertBank.run(
            bank.id,
            foldText(bank.name),
            bank.name,
            bank.rank,
            bank.countryRank,
            bank.url,
            bank.description,
            bank.storiesCount,
            bank.claimedAt,
            bank.countryId,
            bank.createdAt,
            bank.updatedAt,
            ...SCORE_KEYS.flatMap((key) => [scores![key].up, scores![key].down]),
            scores!.overall.score,
          );
          const host = normalizeHostname(bank.url);
          if (host !== null) insertHost.run(host, bank.id);
          banks++;
        }
      })(),
  );
  await walkList(
    (query) => directory.votes.list(query),
    {},
    (page) =>
      db.transaction(() => {
        for (const vote of page) {
          // The API does not say who voted: a made-up account per vote keeps the unique index as large.
          insertVote.run(
            vote.id,
            `acct_raw${votes}`,
            vote.bankId,
            vote.category,
            vote.isUp ? 1 : 0,
            vote.createdAt,
            vote.updatedAt,
          );
          votes++;
        }
      })(),
  );
  db.close();
  return { banks, votes };
}
