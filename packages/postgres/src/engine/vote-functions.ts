import { SCORE_KEY_BY_CATEGORY, VOTE_CATEGORIES } from '@bankdir/core';
import { COUNTRY_RANK_VOTE_THRESHOLD, RANK_KEY_TOTAL_SPAN, RANK_VOTE_THRESHOLD } from '@bankdir/core/driver';
import { rankOrderOf, SCORE_KEY_CODES, SEQ_STEP, VOTE_CATEGORY_CODES } from '@bankdir/kysely';
import { type Kysely, sql } from 'kysely';
import { quoteIdentifier } from './pool.ts';
import { writeLockCall } from './write-lock-dialect.ts';

// A vote on PostgreSQL is one statement: a call of a function installed here, which takes the write lock and does what
// the shared path does in a dozen round trips (vote-store.ts, score-maintenance.ts, rank-maintenance.ts,
// country-scores.ts, vote-seq.ts), so the lock is held only while the function runs. Every rule comes from core and
// the shared schema when the migration runs, never restated; the conformance suite proves the two paths agree.

/** The functions' names, in the directory's schema. */
export const CAST_VOTE = 'bankdir_cast_vote';
export const RETRACT_VOTE = 'bankdir_retract_vote';

/** The migration installing the vote functions: (re)creates them in the schema the migration runs in. */
// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
export async function installVoteFunctions(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  for (const statement of voteFunctionsSql(rows[0]!.schema)) await sql.raw(statement).execute(db);
}

const CATEGORIES = VOTE_CATEGORIES.map((category) => ({
  code: VOTE_CATEGORY_CODES[category],
  key: SCORE_KEY_BY_CATEGORY[category],
}));
const UNRANKED_ORDER = rankOrderOf(null);

/** The statements creating the vote functions in `schema`. */
export function voteFunctionsSql(schema: string): string[] {
  const s = quoteIdentifier(schema);
  const lock = writeLockCall(`'${schema.replaceAll("'", "''")}'`);
  // The category's counter of a row, by the category code `p_category`.
  const categoryColumn = (alias: string, metric: 'up' | 'down') =>
    `case p_category ${CATEGORIES.map(({ code, key }) => `when ${code} then ${alias}."${key}_${metric}"`).join(' ')} end`;
  // Writes a row's counters after the change, once (each write of these rows is a new entry in every index): the
  // category's from v_up and v_down, the overall ones from v_overall_*, the rank key and any `extra` assignments. One
  // update per category, so that each assigns only the columns it changes.
  const writeCounters = (table: string, where: string, ...extra: string[]) => {
    const assignments = (key: string, up: string, down: string) => [
      `"${key}_up" = ${up}`,
      `"${key}_down" = ${down}`,
      `"${key}_total" = ${up} + ${down}`,
      `"${key}_score" = ${s}.bankdir_vote_score(${up}, ${down})`,
    ];
    const update = (key: string) =>
      `update ${s}.${table} set ${[
        ...assignments(key, 'v_up', 'v_down'),
        ...assignments('overall', 'v_overall_up', 'v_overall_down'),
        '"rankKey" = v_key',
        ...extra,
      ].join(', ')}
          where ${where};`;
    return `case p_category
        ${CATEGORIES.map(({ code, key }) => `when ${code} then ${update(key)}`).join('\n        ')}
      end case;`;
  };
  // The place of the last other bank ahead of a bank at key v_key (rank-maintenance.ts, placesAhead), 0 for none.
  const bankAhead = (column: 'rank' | '"countryRank"', inCountry: boolean) => {
    const country = inCountry ? ` and s."countryNo" = bank."countryNo"` : '';
    const place = (where: string) =>
      `(select r.${column} from ${s}.bank_stats s join ${s}.bank_ranks r on r."rankOrder" = s."rankKey" and r.seq = s.seq
          where ${where}${country} order by s.seq desc limit 1)`;
    const above = `(select min("rankKey") from ${s}.bank_stats s where s."rankKey" > v_key${country})`;
    return `coalesce(${place('s."rankKey" = v_key and s.seq < bank.seq')}, ${place(`s."rankKey" = ${above}`)}, 0)`;
  };
  // Shifts the other banks of one ranking and sets v_new to the bank's place (rank-maintenance.ts, shift). The banks
  // shifted are those behind the bank's old or new key and, with `aheadOf`, ahead of its other key: worldwide found
  // by bank_ranks' key (no index holds the ranks, so the rewritten rows stay where they are), in a country by place.
  type Key = 'old' | 'new';
  const keyOf = { old: `coalesce(bank."rankKey", ${UNRANKED_ORDER})`, new: `coalesce(v_key, ${UNRANKED_ORDER})` };
  const shiftBanks = (column: 'rank' | '"countryRank"', old: string, ahead: string, newPlace: string) => {
    const others = (delta: string, behind: Key, from: string, aheadOf?: Key, to?: string) => {
      if (column === 'rank') {
        // Without `aheadOf`, every ranked bank: rank orders from 1 up, each seq (unranked banks are at 0).
        const low = aheadOf === undefined ? `${UNRANKED_ORDER + 1}` : keyOf[aheadOf];
        const lowSeq = aheadOf === undefined ? `${Number.MAX_SAFE_INTEGER}` : 'bank.seq';
        return `update ${s}.bank_ranks set rank = rank ${delta}
          where "rankOrder" >= ${low} and "rankOrder" <= ${keyOf[behind]}
            and ("rankOrder" < ${keyOf[behind]} or seq > bank.seq) and ("rankOrder" > ${low} or seq < ${lowSeq})
            and seq <> bank.seq;`;
      }
      return `update ${s}.bank_ranks set ${column} = ${column} ${delta} where ${column} >= ${from}${to === undefined ? '' : ` and ${column} <= ${to}`} and seq <> bank.seq and "countryNo" = bank."countryNo";`;
    };
    return `
      if ${ahead} is null then
        if ${old} is not null then ${others('- 1', 'old', `${old} + 1`)} end if;
        ${newPlace} := null;
      elsif ${old} is null then
        ${others('+ 1', 'new', `${ahead} + 1`)}
        ${newPlace} := ${ahead} + 1;
      elsif ${ahead} < ${old} then
        if ${ahead} + 1 < ${old} then ${others('+ 1', 'new', `${ahead} + 1`, 'old', `${old} - 1`)} end if;
        ${newPlace} := ${ahead} + 1;
      else
        ${others('- 1', 'old', `${old} + 1`, 'new', ahead)}
        ${newPlace} := ${ahead};
      end if;`;
  };
  // The score order rows of the category and of the overall score, in one update (score-orders.ts): a vote's category
  // code is its score key's code.
  const scoreOrderUpdate = (table: 'bank_scores' | 'country_scores', row: string) => {
    const overall = `"scoreKey" = ${SCORE_KEY_CODES.overall}`;
    const up = `case when ${overall} then v_overall_up else v_up end`;
    const down = `case when ${overall} then v_overall_down else v_down end`;
    return `update ${s}.${table} set up = ${up}, down = ${down}, total = ${up} + ${down},
          score = ${s}.bankdir_vote_score(${up}, ${down})
        where "scoreKey" in (${SCORE_KEY_CODES.overall}, p_category) and ${row};`;
  };
  const shiftCountries = (delta: string, from: string, to?: string) =>
    `update ${s}.countries set rank = rank ${delta} where rank >= ${from}${to === undefined ? '' : ` and rank <= ${to}`} and "countryNo" <> country."countryNo";`;

  return [
    // score.ts, scoreOf: round(100 * (up - down) / total) half away from zero, in integers; 0 without votes.
    `create or replace function ${s}.bankdir_vote_score(up integer, down integer) returns integer
      language sql immutable parallel safe
      as $fn$ select (case when up >= down then 1 else -1 end) * ((200 * abs(up - down) + up + down) / greatest(2 * (up + down), 1)) $fn$`,
    // rank.ts, rankKeyOf: null below the threshold.
    `create or replace function ${s}.bankdir_rank_key(score integer, total integer, threshold integer) returns bigint
      language sql immutable parallel safe
      as $fn$ select case when total >= threshold then (score + 100)::bigint * ${RANK_KEY_TOTAL_SPAN} + total end $fn$`,
    // score-maintenance.ts, applyVoteDelta, and country-scores.ts, applyCountryVoteDelta: a bank's and its country's
    // counters, rank keys and exact ranks after +/-1 up and down votes in one category.
    // Generic plans: each statement is planned once per connection, not again at every vote (bank_stats has 128 indexes).
    `create or replace function ${s}.bankdir_apply_vote_delta(p_bank_no integer, p_category smallint, p_up integer, p_down integer)
    returns void language plpgsql set plan_cache_mode = force_generic_plan as $fn$
    declare
      bank record;
      country record;
      v_up integer;
      v_down integer;
      v_overall_up integer;
      v_overall_down integer;
      v_key bigint;
      v_ahead_rank integer;
      v_ahead_country_rank integer;
      v_rank integer;
      v_country_rank integer;
      v_new_rank integer;
    begin
      if p_up = 0 and p_down = 0 then return; end if;
      select s.seq, s."countryNo", s."rankKey", r.rank, r."countryRank",
          ${categoryColumn('s', 'up')} as up, ${categoryColumn('s', 'down')} as down, s.overall_up, s.overall_down
        into bank
        from ${s}.bank_stats s join ${s}.bank_ranks r on r."rankOrder" = coalesce(s."rankKey", ${UNRANKED_ORDER}) and r.seq = s.seq
        where s."bankNo" = p_bank_no;
      v_up := bank.up + p_up;
      v_down := bank.down + p_down;
      v_overall_up := bank.overall_up + p_up;
      v_overall_down := bank.overall_down + p_down;
      v_key := ${s}.bankdir_rank_key(${s}.bankdir_vote_score(v_overall_up, v_overall_down), v_overall_up + v_overall_down, ${RANK_VOTE_THRESHOLD});
      ${writeCounters('bank_stats', 'seq = bank.seq')}
      ${scoreOrderUpdate('bank_scores', 'seq = bank.seq')}
      if v_key is distinct from bank."rankKey" then
        if v_key is not null then
          v_ahead_rank := ${bankAhead('rank', false)};
          v_ahead_country_rank := ${bankAhead('"countryRank"', true)};
        end if;
        ${shiftBanks('rank', 'bank.rank', 'v_ahead_rank', 'v_rank')}
        ${shiftBanks('"countryRank"', 'bank."countryRank"', 'v_ahead_country_rank', 'v_country_rank')}
        update ${s}.bank_ranks
          set "rankOrder" = coalesce(v_key, ${UNRANKED_ORDER}), "countryNo" = bank."countryNo", rank = v_rank, "countryRank" = v_country_rank
          where "rankOrder" = coalesce(bank."rankKey", ${UNRANKED_ORDER}) and seq = bank.seq;
      end if;

      select c."countryNo", c.id, c.rank, c."rankKey",
          ${categoryColumn('c', 'up')} as up, ${categoryColumn('c', 'down')} as down, c.overall_up, c.overall_down
        into country
        from ${s}.countries c where c."countryNo" = bank."countryNo";
      v_up := country.up + p_up;
      v_down := country.down + p_down;
      v_overall_up := country.overall_up + p_up;
      v_overall_down := country.overall_down + p_down;
      v_key := ${s}.bankdir_rank_key(${s}.bankdir_vote_score(v_overall_up, v_overall_down), v_overall_up + v_overall_down, ${COUNTRY_RANK_VOTE_THRESHOLD});
      v_new_rank := country.rank;
      if v_key is distinct from country."rankKey" then
        -- country-scores.ts, moveCountryInRanks: after the last other country ahead (a larger key, or the same and a
        -- smaller id). The country's own row still holds its old key, so it is left out of the look-up.
        v_new_rank := null;
        if v_key is not null then
          v_new_rank := coalesce(
            (select c.rank from ${s}.countries c where c."rankKey" = v_key and c.id < country.id order by c.id desc limit 1),
            (select c.rank from ${s}.countries c
              where c."rankKey" = (select min(a."rankKey") from ${s}.countries a
                where a."rankKey" > v_key and a."countryNo" <> country."countryNo")
                and c."countryNo" <> country."countryNo"
              order by c.id desc limit 1),
            0) + 1;
          if country.rank is not null and v_new_rank > country.rank then v_new_rank := v_new_rank - 1; end if;
        end if;
        if country.rank is null and v_new_rank is not null then ${shiftCountries('+ 1', 'v_new_rank')}
        elsif country.rank is not null and v_new_rank is null then ${shiftCountries('- 1', 'country.rank + 1')}
        elsif v_new_rank < country.rank then ${shiftCountries('+ 1', 'v_new_rank', 'country.rank - 1')}
        elsif v_new_rank > country.rank then ${shiftCountries('- 1', 'country.rank + 1', 'v_new_rank')}
        end if;
      end if;
      ${writeCounters('countries', '"countryNo" = country."countryNo"', 'rank = v_new_rank')}
      ${scoreOrderUpdate('country_scores', '"countryNo" = country."countryNo"')}
    end $fn$`,
    // vote-store.ts, cast: replaces the account's vote on the bank in the category, or adds one (vote-seq.ts places
    // it); no row when the bank does not exist.
    `create or replace function ${s}.${CAST_VOTE}(
      p_vote_id text, p_account_id text, p_bank_id text, p_category smallint, p_is_up boolean, p_at bigint)
    returns table (created boolean, vote_id text, created_at bigint, country_id text) language plpgsql as $fn$
    declare
      v_bank_no integer;
      v_country_no integer;
      v_country_id text;
      v_account_no integer;
      earlier record;
      later record;
      v_seq bigint;
      v_moved integer := 0;
    begin
      perform ${lock};
      select b."bankNo", st."countryNo", c.id into v_bank_no, v_country_no, v_country_id
        from ${s}.banks b join ${s}.bank_stats st on st."bankNo" = b."bankNo" join ${s}.countries c on c."countryNo" = st."countryNo"
        where b.id = p_bank_id;
      if not found then return; end if;
      select a."accountNo" into v_account_no from ${s}.accounts a where a.id = p_account_id;
      if v_account_no is null then
        insert into ${s}.accounts (id) values (p_account_id) returning "accountNo" into v_account_no;
      else
        select v.seq, v.id, v."isUp", v."createdAt" into earlier
          from ${s}.votes v where v."bankNo" = v_bank_no and v."accountNo" = v_account_no and v.category = p_category;
        if found then
          update ${s}.votes set "isUp" = p_is_up, "updatedAt" = p_at where seq = earlier.seq;
          if earlier."isUp" <> p_is_up then
            perform ${s}.bankdir_apply_vote_delta(v_bank_no, p_category,
              case when p_is_up then 1 else -1 end, case when p_is_up then -1 else 1 end);
          end if;
          return query select false, earlier.id, earlier."createdAt", v_country_id;
          return;
        end if;
      end if;
      -- After every other vote; the votes of the same millisecond with a larger id move after it, in order.
      select coalesce(max(v.seq) + ${SEQ_STEP}, 0) into v_seq from ${s}.votes v;
      for later in select v.seq from ${s}.votes v where v."createdAt" = p_at and v.id > p_vote_id order by v.seq loop
        v_moved := v_moved + 1;
        update ${s}.votes set seq = v_seq + v_moved * ${SEQ_STEP} where seq = later.seq;
      end loop;
      insert into ${s}.votes (seq, id, "bankNo", "accountNo", "countryNo", category, "isUp", "createdAt", "updatedAt")
        values (v_seq, p_vote_id, v_bank_no, v_account_no, v_country_no, p_category, p_is_up, p_at, p_at);
      perform ${s}.bankdir_apply_vote_delta(v_bank_no, p_category,
        case when p_is_up then 1 else 0 end, case when p_is_up then 0 else 1 end);
      return query select true, p_vote_id, p_at, v_country_id;
    end $fn$`,
    // vote-store.ts, retract: removes the vote and answers it; no row when there is none.
    `create or replace function ${s}.${RETRACT_VOTE}(p_account_id text, p_bank_id text, p_category smallint)
    returns table (vote_id text, country_id text, is_up boolean, created_at bigint, updated_at bigint)
    language plpgsql as $fn$
    declare
      gone record;
    begin
      perform ${lock};
      select v.seq, v.id, v."bankNo", v."isUp", v."createdAt", v."updatedAt", c.id as "countryId" into gone
        from ${s}.votes v
          join ${s}.accounts a on a."accountNo" = v."accountNo"
          join ${s}.banks b on b."bankNo" = v."bankNo"
          join ${s}.countries c on c."countryNo" = v."countryNo"
        where a.id = p_account_id and b.id = p_bank_id and v.category = p_category;
      if not found then return; end if;
      delete from ${s}.votes where seq = gone.seq;
      perform ${s}.bankdir_apply_vote_delta(gone."bankNo", p_category,
        case when gone."isUp" then -1 else 0 end, case when gone."isUp" then 0 else -1 end);
      return query select gone.id, gone."countryId", gone."isUp", gone."createdAt", gone."updatedAt";
    end $fn$`,
  ];
}
