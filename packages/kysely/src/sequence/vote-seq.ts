import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../queries/prepared-query.ts';
import type { Database } from '../schema/database.ts';
import { SEQ_STEP } from './new-seq.ts';

// Votes are listed by createdAt only, then id: a vote's seq has to order it by id among the votes of its own
// millisecond, nothing more. So a new vote takes the next seq after every other (an append, whatever its id), and the
// rare votes of the same millisecond with a larger id move after it. Banks and products, listed by many values, keep
// seqs ordered like ids throughout (new-seq.ts).

type Db = Kysely<Database>;

/**
 * One read for placing a vote: the largest seq there is (later = 0), and the seqs of the votes of the same millisecond
 * with a larger id (later = 1), which move after the new one.
 */
const placing = preparedQuery<{ createdAt: number; id: string }, { seq: number | string | null; later: number }>(
  (db, param) =>
    db
      .selectFrom('votes')
      .select((eb) => [eb.fn.max('seq').as('seq'), sql<number>`0`.as('later')])
      .unionAll(
        db
          .selectFrom('votes')
          .select(['seq', sql<number>`1`.as('later')])
          .where('createdAt', '=', param('createdAt'))
          .where('id', '>', param('id')),
      ),
);

const moveVote = preparedQuery<{ from: number; to: number }, never>((db, param) =>
  db.updateTable('votes').set('seq', param('to')).where('seq', '=', param('from')),
);

/**
 * The seq for a new vote with `id` created at `createdAt` (epoch ms): after every other vote's. Votes of the same
 * millisecond with a larger id move after it, in their order.
 */
export async function newVoteSeq(db: Db, createdAt: number, id: string): Promise<number> {
  const rows = await placing.execute(db, { createdAt, id });
  const top = rows.find((row) => Number(row.later) === 0)?.seq;
  const seq = top === null || top === undefined ? 0 : Number(top) + SEQ_STEP;
  // Within one millisecond seqs are in id order: moving the later ones in seq order keeps it.
  const later = rows
    .filter((row) => Number(row.later) === 1)
    .map((row) => Number(row.seq))
    .sort((a, b) => a - b);
  for (const [index, from] of later.entries()) await moveVote.execute(db, { from, to: seq + (index + 1) * SEQ_STEP });
  return seq;
}
