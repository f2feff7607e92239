// Rule exact.exp-log-equation-loses-root: a line with a logarithm of the unknown is read by no other
// exact check, and no exact check solves one with the unknown in an exponent, so the move from
// "\log_2(x(x - 2)) = 3" to "x(x - 2) = 6", or from "3e^{2x} + 4 = 28" to "e^{2x} = 24", was never judged. The
// equations are read in floating point (lib/math/float-equations.ts): a move may add a root (the
// domain of a logarithm widens; one is rejected later) but one that loses a root of the equation
// before it is no valid move. An equation with a logarithm or a power of the unknown is compared with the equations after
// it on its line, or else with those of the next line that has any; cases joined by "or" are
// compared as a whole.
import { floatEquations, lostRoot, type FloatEquation } from "../math/float-equations";
import { hasLogarithm } from "../math/logarithms";
import { EXACT_P, type Finding } from "./exact-findings";
import { LOG_EQUATION_RULE } from "./rules/exact-line-rules";

// (a letter in an exponent: "2^x", "e^{2x}", "1.08^t")
const LETTER_EXPONENT = /\^\s*(?:\{[^{}]*[a-z][^{}]*\}|\(?\s*-?\s*[a-z])/;
// (cases or alternatives on one line are no move from one to the next)
const ALTERNATIVES = /\bor\b|\\(?:text|mathrm)\s*\{\s*or\s*\}/i;

export interface LogEquationState {
  /** The last equation with a logarithm a line stated, until a line states equations in its letter. */
  logEq?: FloatEquation | null;
}

function loses(before: FloatEquation, after: readonly FloatEquation[]): Finding | null {
  return lostRoot(before, after) === null
    ? null
    : { verdict: "incorrect", pCorrect: EXACT_P.notEquivalent, errorType: "not-equivalent", ruleId: LOG_EQUATION_RULE.id, context: { subject: "equation" } };
}

/** The line's moves from an equation with a logarithm (mutates `state.logEq`); [] when there is none to judge. `unread`: no other exact check reads the line. */
export function logEquationFindings(step: string, state: LogEquationState, unread = false): Finding[] {
  if (!state.logEq && !hasLogarithm(step) && !LETTER_EXPONENT.test(step) && !unread) return [];
  const eqs = floatEquations(step);
  if (!eqs.length) return [];
  const out: Finding[] = [];
  const before = state.logEq;
  if (before) {
    const f = loses(before, eqs);
    if (f) out.push(f);
  }
  if (!ALTERNATIVES.test(step)) {
    for (let i = 0; i + 1 < eqs.length && !out.length; i++) {
      const f = eqs[i].hasLog ? loses(eqs[i], eqs.slice(i + 1)) : null;
      if (f) out.push(f);
    }
  }
  // (a line no exact check reads, "Let c = \cos x: 2c^2 - c - 1 = 0", leaves its equation to this reader too)
  state.logEq = [...eqs].reverse().find((e) => e.hasLog || unread) ?? null;
  return out;
}
