/** One question's candidates for fitListwise: their feature rows and labels (1 for a right bank). */
export interface CandidateList {
  rows: readonly (readonly number[])[];
  labels: readonly number[];
}

/**
 * The ranker's weights fitted listwise: gradient descent on the softmax loss of each question's candidates (minus the
 * log of the share its right banks take of exp(score)), with L2 regularisation, so the weights are chosen for how they
 * order each question's candidates rather than for each candidate alone. Questions whose candidates are all right or
 * all wrong say nothing about order and are left out. A softmax ignores a constant, so a scale and the bias are then fitted
 * by logistic loss over every candidate: the score stays a calibrated probability. Deterministic: starts from zero, fixed steps.
 */
export function fitListwise(
  lists: readonly CandidateList[],
  options: { l2?: number; rate?: number; steps?: number } = {},
): { weights: number[]; bias: number } {
  const l2 = options.l2 ?? 0.01;
  const rate = options.rate ?? 0.5;
  const steps = options.steps ?? 3000;
  const width = lists[0]?.rows[0]?.length ?? 0;
  const weights = new Array<number>(width).fill(0);
  const score = (x: readonly number[]) => x.reduce((sum, value, j) => sum + weights[j]! * value, 0);
  const ordered = lists.filter(({ labels }) => labels.includes(1) && labels.includes(0));
  for (let step = 0; step < steps; step++) {
    const gradient = new Array<number>(width).fill(0);
    for (const { rows, labels } of ordered) {
      const scores = rows.map(score);
      const max = Math.max(...scores);
      const exps = scores.map((value) => Math.exp(value - max));
      const all = exps.reduce((sum, value) => sum + value, 0);
      const right = exps.reduce((sum, value, i) => sum + (labels[i] === 1 ? value : 0), 0);
      rows.forEach((x, i) => {
        const g = exps[i]! / all - (labels[i] === 1 ? exps[i]! / right : 0);
        for (let j = 0; j < width; j++) gradient[j] = gradient[j]! + g * x[j]!;
      });
    }
    for (let j = 0; j < width; j++)
      weights[j] = weights[j]! - rate * (gradient[j]! / ordered.length + l2 * weights[j]!);
  }
  // Platt scaling: a scale and a bias fitted by logistic loss over every candidate, so the score is a calibrated
  // probability (the softmax fixes the weights' direction, not how sure they are).
  const scores = lists.flatMap(({ rows }) => rows.map(score));
  const labels = lists.flatMap((list) => list.labels);
  let scale = 1;
  let bias = 0;
  for (let step = 0; step < 2000; step++) {
    let gradientScale = 0;
    let gradientBias = 0;
    for (let i = 0; i < scores.length; i++) {
      const error = 1 / (1 + Math.exp(-(scale * scores[i]! + bias))) - labels[i]!;
      gradientScale += error * scores[i]!;
      gradientBias += error;
    }
    scale -= 0.5 * (gradientScale / scores.length);
    bias -= 2 * (gradientBias / scores.length);
  }
  return { weights: weights.map((weight) => weight * scale), bias };
}
