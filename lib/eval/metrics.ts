// ProcessBench-style metrics: accuracy on erroneous items (exact first-error index),
// accuracy on correct items (predicted -1) and their harmonic mean.

export interface Prediction {
  label: number;
  predicted: number;
}

export interface EvalMetrics {
  n: number;
  nError: number;
  nCorrect: number;
  errorAcc: number;
  correctAcc: number;
  f1: number;
}

export function harmonicMean(a: number, b: number): number {
  if (a <= 0 || b <= 0) return 0;
  return (2 * a * b) / (a + b);
}

export function computeMetrics(preds: readonly Prediction[]): EvalMetrics {
  let nError = 0;
  let nCorrect = 0;
  let hitError = 0;
  let hitCorrect = 0;
  for (const p of preds) {
    if (p.label === -1) {
      nCorrect++;
      if (p.predicted === -1) hitCorrect++;
    } else {
      nError++;
      if (p.predicted === p.label) hitError++;
    }
  }
  // An empty class has no accuracy; 0 keeps F1 honest rather than inflating it.
  const errorAcc = nError ? hitError / nError : 0;
  const correctAcc = nCorrect ? hitCorrect / nCorrect : 0;
  return { n: preds.length, nError, nCorrect, errorAcc, correctAcc, f1: harmonicMean(errorAcc, correctAcc) };
}

/** Nearest-rank percentile of a sample (p in 0..100); 0 for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}
