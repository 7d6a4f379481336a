/**
 * Logistic regression by full-batch gradient descent with L2 regularisation (the bias is not regularised): the small
 * learned ranker of semantic search. Deterministic: starts from zero, fixed steps.
 */
export function fitLogisticRegression(
  rows: readonly (readonly number[])[],
  labels: readonly number[],
  options: { l2?: number; rate?: number; steps?: number } = {},
): { weights: number[]; bias: number } {
  const l2 = options.l2 ?? 0.001;
  const rate = options.rate ?? 0.5;
  const steps = options.steps ?? 4000;
  const width = rows[0]?.length ?? 0;
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  const n = rows.length;
  for (let step = 0; step < steps; step++) {
    const gradient = new Array<number>(width).fill(0);
    let gradientBias = 0;
    for (let row = 0; row < n; row++) {
      const x = rows[row]!;
      let z = bias;
      for (let j = 0; j < width; j++) z += weights[j]! * x[j]!;
      const error = 1 / (1 + Math.exp(-z)) - labels[row]!;
      for (let j = 0; j < width; j++) gradient[j] = gradient[j]! + error * x[j]!;
      gradientBias += error;
    }
    for (let j = 0; j < width; j++) weights[j] = weights[j]! - rate * (gradient[j]! / n + l2 * weights[j]!);
    bias -= rate * (gradientBias / n);
  }
  return { weights, bias };
}
