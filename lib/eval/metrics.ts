// ProcessBench-style metrics: accuracy on erroneous items (exact first-error index),
// accuracy on correct items (predicted -1) and their harmonic mean.

export interface Prediction {
  label: number;
  predicted: number;
  /** Expected error type at the first faulty step, when the item names one. */
  errorType?: string;
  /** Error type the engine gave its predicted first faulty step. */
  predictedType?: string;
}

export interface EvalMetrics {
  n: number;
  nError: number;
  nCorrect: number;
  errorAcc: number;
  correctAcc: number;
  f1: number;
  /**
   * Over erroneous items with an expected errorType: the fraction whose predicted first error has
   * the right index AND type; null when no item names a type.
   */
  typeAcc: number | null;
  /** Over erroneous items: the fraction flagged BEFORE their first error (a correct step blamed). */
  earlyFlags: number;
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
  let typed = 0;
  let hitType = 0;
  let early = 0;
  for (const p of preds) {
    if (p.label === -1) {
      nCorrect++;
      if (p.predicted === -1) hitCorrect++;
    } else {
      nError++;
      if (p.predicted === p.label) hitError++;
      if (p.predicted >= 0 && p.predicted < p.label) early++;
      if (p.errorType !== undefined) {
        typed++;
        if (p.predicted === p.label && p.predictedType === p.errorType) hitType++;
      }
    }
  }
  // An empty class has no accuracy; 0 keeps F1 honest rather than inflating it.
  const errorAcc = nError ? hitError / nError : 0;
  const correctAcc = nCorrect ? hitCorrect / nCorrect : 0;
  return {
    n: preds.length,
    nError,
    nCorrect,
    errorAcc,
    correctAcc,
    f1: harmonicMean(errorAcc, correctAcc),
    typeAcc: typed ? hitType / typed : null,
    earlyFlags: nError ? early / nError : 0,
  };
}

/** Expected-vs-predicted error type counts over erroneous items with an errorType ("-" = none). */
export function typeConfusion(preds: readonly Prediction[]): Map<string, Map<string, number>> {
  const table = new Map<string, Map<string, number>>();
  for (const p of preds) {
    if (p.label < 0 || p.errorType === undefined) continue;
    const got = p.predicted === p.label ? (p.predictedType ?? "-") : p.predicted < 0 ? "(none)" : p.predicted < p.label ? "(early)" : "(late)";
    const row = table.get(p.errorType) ?? new Map<string, number>();
    row.set(got, (row.get(got) ?? 0) + 1);
    table.set(p.errorType, row);
  }
  return table;
}

/** Nearest-rank percentile of a sample (p in 0..100); 0 for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}
