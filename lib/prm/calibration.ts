// Platt scaling fitted on the calibration split (models/prmkit/export.py fit_platt): the raw
// P("+") of a PRM trained on mostly-correct steps is skewed high, so the engine's fusion gets
// sigmoid(a * logit(p) + b) as a calibrated P(correct) instead.

export interface PlattParams {
  a: number;
  b: number;
}

export function calibrateP(p: number, platt: PlattParams | undefined): number {
  if (!platt) return p;
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  const z = platt.a * Math.log(q / (1 - q)) + platt.b;
  return 1 / (1 + Math.exp(-z));
}
