/** Quality of rankings against labelled answers, as bench/README.md defines them. */
export interface RankingScores {
  recall1: number;
  recall5: number;
  mrr: number;
  questions: number;
}

/** recall@k: share of questions with a right bank among the first k; MRR: mean of 1 / rank of the first right bank (0 past 50). */
export function rankingScores(
  rankings: readonly (readonly string[])[],
  answers: readonly (readonly string[])[],
): RankingScores {
  let recall1 = 0;
  let recall5 = 0;
  let mrr = 0;
  rankings.forEach((ranking, index) => {
    const right = new Set(answers[index]);
    const first = ranking.slice(0, 50).findIndex((id) => right.has(id));
    if (first === 0) recall1 += 1;
    if (first !== -1 && first < 5) recall5 += 1;
    if (first !== -1) mrr += 1 / (first + 1);
  });
  const n = Math.max(1, rankings.length);
  return { recall1: recall1 / n, recall5: recall5 / n, mrr: mrr / n, questions: rankings.length };
}
