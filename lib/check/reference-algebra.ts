// Reference-guided checks for equations, expressions and arithmetic chains: with the
// expected answer known, every line of a correct solution must stay consistent with it.
import { REF_P } from "./reference-confidence";
import { exprTokens, negativeBaseSlip, sideComputation } from "./exact-order";
import { normalizeText } from "../math/normalize";
import { parseExpr, type ParsedExpr } from "../math/parse";
import type { MathNode } from "mathjs";
import { evaluate } from "../math/evaluate";
import { runningTotal } from "../math/running-total";
import { fromLiteral, neg, toNumber, type Val } from "../math/rational";
import type { StepEvidence } from "./types";
import { resultMatches } from "./quantities";
import { termSignSlip } from "./exact-classify";
import { makeEquation, type Equation } from "../math/solution-set";
import { SAMPLE_TOL, sameNumber } from "../math/vocabulary/tolerance";

const FUNCS = new Set(["sqrt", "abs"]);

/**
 * Plain math text that mathjs can parse: lib/math's one normaliser (LaTeX, unicode, powers,
 * percent, "x(" as a product, braces), less the check marks and a closing full stop.
 */
export function toMathjsText(s: string): string {
  return normalizeText(s)
    .replace(/[✓✔✗]/g, " ")
    .replace(/\.\s*$/, "");
}

/** Math pieces of a step: words and punctuation separate them ("Subtract 3: 2x = 8" -> ["2x = 8"]). */
export function mathPieces(text: string): string[] {
  const s = toMathjsText(text);
  const parts = s.split(/(?:\b(?!sqrt\b|abs\b)[A-Za-z]{2,}\b|[,;:!?]|\.(?!\d)|\s-{2,}\s|=>|→)/);
  return parts.map((p) => p.trim()).filter((p) => /[0-9a-z]/i.test(p));
}

/** A side of a line as lib/math reads it (the one math front end); null when it is not math. */
export type EvalFunction = ParsedExpr;

export function compile(text: string): EvalFunction | null {
  const t = text.trim();
  if (!t || /^[*/^+=]/.test(t) || /[*/^+\-=]$/.test(t)) return null;
  return parseExpr(t);
}

/** Every other letter gets its own value derived from x, so multi-letter expressions compare too. */
function scopeFor(v: string, x: number): Map<string, Val> {
  const scope = new Map<string, Val>();
  if (!Number.isFinite(x)) return scope; // no point: only expressions without letters evaluate
  const at = (y: number): Val | null => {
    const m = fromLiteral(String(Math.abs(y)));
    return m === null ? null : y < 0 ? neg(m) : m;
  };
  for (let c = 97; c <= 122; c++) {
    const val = at(x * (1 + (c % 7) * 0.37) + (c % 5) * 0.23);
    if (val !== null) scope.set(String.fromCharCode(c), val);
  }
  const own = at(x);
  if (own !== null) scope.set(v, own);
  return scope;
}

/** Exact evaluation (lib/math) at the sample point, as a number for the tolerant comparisons. */
export function evalAt(f: EvalFunction, v: string, x: number): number | null {
  return evalNodeAt(f.node, v, x);
}

/** One node of a parsed side at v = x (a part of an expression, see reference-unknown.ts). */
export function evalNodeAt(node: MathNode, v: string, x: number): number | null {
  const r = evaluate(node, scopeFor(v, x));
  if (r === null) return null;
  const n = toNumber(r);
  return Number.isFinite(n) ? n : null;
}

/** Two sampled values agree (the tolerance policy's looser level for sampled expressions). */
export function close(a: number, b: number, tol = SAMPLE_TOL): boolean {
  return sameNumber(a, b, tol);
}

export function usesVar(text: string, v: string): boolean {
  return new RegExp(`(?<![A-Za-z])${v}(?![A-Za-z])`).test(text);
}

export interface Side {
  text: string;
  f: EvalFunction;
}

/** The side `next` appends an operation to the number `prev` works out to ("476 + 103" after "68x7"). */
export function appended(prev: string, next: string): boolean {
  const p = parseExpr(normalizeText(prev));
  const n = parseExpr(normalizeText(next));
  const value = p ? evaluate(p.node) : null;
  return !!n && value !== null && runningTotal(value, n.node);
}

/** "476" of "476 + 103". */
export function leadingNumber(side: string): string | null {
  return side.match(/^\s*\(?\s*(-?\d+(?:\.\d+)?)/)?.[1] ?? null;
}

/** A piece split on "=", each side compiled; null if any side does not parse. */
export function sidesOf(piece: string): Side[] | null {
  const raw = piece.split("=");
  if (raw.some((r) => !r.trim())) return null;
  const sides: Side[] = [];
  for (const r of raw) {
    const f = compile(r);
    if (!f) return null;
    sides.push({ text: r.trim(), f });
  }
  return sides;
}

/** Solution set from "x = 2 or x = 3", "x = -2, 3", "x = 3/2". */
export function parseSolutionSet(answer: string): { variable: string; roots: number[] } | null {
  const s = toMathjsText(answer);
  const m = s.match(/(?<![A-Za-z])([a-z])\s*=/i);
  if (!m) return null;
  const variable = m[1];
  const roots: number[] = [];
  for (const part of s.split(/\bor\b|\band\b|,|;/)) {
    // ("x = 1/3, y = 1/2": a system's answer; only the first letter's values are its roots)
    const named = part.match(/(?<![A-Za-z])([a-z])\s*=/i);
    if (named && named[1] !== variable) continue;
    const rhs = part.includes("=") ? part.split("=").pop()! : part;
    const f = compile(rhs);
    if (!f) continue;
    const val = evalAt(f, variable, NaN);
    if (val !== null) roots.push(val);
  }
  return roots.length ? { variable, roots } : null;
}

/** The single variable of an expression answer like "6x + 2", or null for a plain number. */
export function expressionVariable(answer: string): string | null {
  const s = toMathjsText(answer);
  if (s.includes("=")) return null;
  const letters = s.match(/(?<![A-Za-z])[a-z](?![A-Za-z])/gi);
  if (!letters || !compile(s)) return null;
  return letters[0];
}

export function evidence(index: number, pCorrect: number, errorType: StepEvidence["errorType"], message: string, ruleId: string): StepEvidence {
  return { index, source: "reference", verdict: "incorrect", pCorrect, errorType, message, ruleIds: [ruleId] };
}

function isLinear(sides: Side[], v: string): boolean {
  const g = (x: number) => {
    const a = evalAt(sides[0].f, v, x);
    const b = evalAt(sides[sides.length - 1].f, v, x);
    return a === null || b === null ? null : a - b;
  };
  const ys = [0.5, 1.5, 2.5, 3.5].map(g);
  if (ys.some((y) => y === null)) return false;
  const [a, b, c, d] = ys as number[];
  return close(a - 2 * b + c, 0, 1e-7) && close(b - 2 * c + d, 0, 1e-7);
}

/** Equations: a correct line keeps the expected roots as solutions. */
/** Single-letter symbols other than v: "x + y = 10" is not an equation in x alone. */
export function otherLetters(text: string, v: string): boolean {
  return (text.match(/(?<![A-Za-z])[a-z](?![A-Za-z])/gi) ?? []).some((l) => l !== v);
}

/**
 * `stepwise` checks every line against the roots; it is only sound when the problem is the
 * equation being solved (otherwise lines like "when x = 0, y = 3" are not rewrites of it).
 */
export function checkEquationSteps(steps: string[], variable: string, roots: number[], stepwise = true, problemEquation?: string): StepEvidence[] {
  const out: StepEvidence[] = [];
  let finalIndex = -1;
  let finalSet: number[] | null = null;
  // (the last equation in the variable so far: a line that loses the roots is named by its slip from it)
  const given = problemEquation ? sidesOf(problemEquation) : null;
  let lastEquation: Equation | null = given ? equationOf(given) : null;
  for (let i = 0; i < steps.length; i++) {
    const pieces = mathPieces(steps[i]).filter((p) => p.includes("="));
    const withVar: Side[][] = [];
    const before = lastEquation;
    // ("x = 0 fails x > 1, so x = 4", "we reject x = -2": a value the line rejects is no root it states)
    const rejects = rejected(steps[i], variable);
    let bad: StepEvidence | null = null;
    const solved: number[] = [];
    let allSolved = pieces.length > 0;
    for (const p of pieces) {
      const sides = sidesOf(p);
      if (!sides || otherLetters(p, variable)) {
        allSolved = false;
        continue;
      }
      if (usesVar(p, variable)) {
        withVar.push(sides);
        const isSolved = sides.length === 2 && sides.some((s) => s.text === variable) && sides.some((s) => !usesVar(s.text, variable));
        const value = isSolved ? evalAt(sides.find((s) => s.text !== variable)!.f, variable, NaN) : null;
        if (value !== null && !rejects.some((r) => close(r, value))) solved.push(value);
        else allSolved = false;
      } else {
        allSolved = false;
        const vals = sides.map((s) => evalAt(s.f, variable, 0));
        for (let k = 1; k < vals.length; k++) {
          const a = vals[k - 1];
          const b = vals[k];
          if (a !== null && b !== null && !resultMatches(a, b, sides[k].text) && !resultMatches(b, a, sides[k - 1].text)) {
            bad ??= evidence(i, REF_P.algebraArithmetic, "arithmetic", `Step ${i + 1}: check this calculation again.`, "ref.algebra-false-calculation");
          }
        }
      }
    }
    if (!bad && withVar.length) {
      const holds = (sides: Side[], r: number) => {
        const vals = sides.map((s) => evalAt(s.f, variable, r));
        return vals.every((x) => x !== null && close(x, vals[0]!));
      };
      // A factored or quadratic line must keep every root. Linear lines are read either as
      // one case ("x - 2 = 0, so x = 2": one root satisfies all) or as the full list of cases.
      const nonlinear = withVar.filter((s) => !isLinear(s, variable));
      const linear = withVar.filter((s) => isLinear(s, variable));
      // ("x^2 - 4 = 5 or x^2 - 4 = -5": cases joined by "or" together keep every root)
      const cases = /\bor\b/i.test(steps[i]) && withVar.length > 1;
      const nonlinearOk = cases ? roots.every((r) => withVar.some((s) => holds(s, r))) : nonlinear.every((s) => roots.every((r) => holds(s, r)));
      const linearOk =
        linear.length === 0 ||
        roots.some((r) => linear.every((s) => holds(s, r))) ||
        roots.every((r) => linear.some((s) => holds(s, r)));
      // ("2^x = 1 ⇒ x = 0, and 2^x = 8 ⇒ x = 3": cases joined by "and" or ";" — every equation
      // holds at one of the roots, and every root is reached by one of them)
      const split = withVar.length > 1 && withVar.every((s) => roots.some((r) => holds(s, r))) && roots.every((r) => withVar.some((s) => holds(s, r)));
      const ok = split || (nonlinearOk && linearOk);
      if (!ok) {
        const now = equationOf(withVar[0]);
        bad = evidence(
          i,
          REF_P.algebraNotEquivalent,
          before && now && termSignSlip(before, now) ? "sign" : "not-equivalent",
          `Step ${i + 1}: this equation no longer has the same solutions as the one before. Check what you did to each side.`,
          "ref.algebra-loses-roots",
        );
      }
    }
    lastEquation = (withVar.length ? equationOf(withVar[withVar.length - 1]) : null) ?? lastEquation;
    if (bad && stepwise) {
      out.push(bad);
      return out;
    }
    if (bad) continue;
    if (stepwise && (withVar.length || pieces.length)) out.push({ index: i, source: "reference", verdict: "correct", pCorrect: REF_P.algebraEquationStep, ruleIds: ["ref.algebra-step-holds"] });
    // Roots are often stated one per line ("x = 2", then "x = 3"): collect them all.
    if (allSolved && solved.every((x) => x !== null && Number.isFinite(x))) {
      finalIndex = i;
      finalSet = [...(finalSet ?? []), ...solved];
    }
  }
  const final = finalSet && finalIndex >= 0 ? finalRoots(finalIndex, finalSet, roots) : null;
  return final ? [...out, final] : out;
}

const REJECTION_AFTER = String.raw`\$?\s*,?\s*(?:fails|is rejected|is extraneous|is not (?:valid|allowed|possible|in the domain)|does(?:n't| not) (?:work|satisfy|check))`;

/** The values of `variable` a line rejects: "x = 0 fails x > 1", "reject x = -2", "x = -3 is extraneous". */
function rejected(line: string, variable: string): number[] {
  const value = String.raw`(-?\d+(?:\.\d+)?)`;
  const before = new RegExp(String.raw`(?:reject|discard)\w*\s*\$?\s*${variable}\s*=\s*${value}`, "gi");
  const after = new RegExp(String.raw`(?<![A-Za-z])${variable}\s*=\s*${value}${REJECTION_AFTER}`, "gi");
  return [...line.matchAll(before), ...line.matchAll(after)].map((m) => Number(m[1]));
}

/** An equation's first and last sides as one equation, or null when either does not parse. */
function equationOf(sides: readonly Side[]): Equation | null {
  const [l, r] = [parseExpr(normalizeText(sides[0].text)), parseExpr(normalizeText(sides[sides.length - 1].text))];
  return sides.length >= 2 && l && r ? makeEquation(l, r) : null;
}

/** The roots the solution ends on, collected over its last lines: all of the answer's, and only those. */
function finalRoots(index: number, stated: number[], roots: number[]): StepEvidence | null {
  const missing = roots.some((r) => !stated.some((s) => close(s, r)));
  const extra = stated.some((s) => !roots.some((r) => close(s, r)));
  if (!missing && !extra) return null;
  return evidence(index, REF_P.algebraFinalAnswer, "final-answer", `Step ${index + 1}: check that your final solutions are all the solutions, and only those.`, "ref.algebra-final-roots");
}

/**
 * Is computing `lhs` first (= `result`) in the tracked expression `current` allowed by the order
 * of operations? The one order-of-operations check of the engine (exact-order.ts) on the
 * lib/math reading of both: true with the reduced expression, false when the order is broken,
 * null when `lhs` is not a piece of `current`.
 */
export function sideComputationOrder(current: string, lhs: string, result: string): { ok: boolean | null; next?: string } {
  const tracked = exprTokens(normalizeText(current));
  const l = parseExpr(normalizeText(lhs));
  const r = parseExpr(normalizeText(result));
  if (!tracked || !l || !r) return { ok: null };
  if (negativeBaseSlip(tracked, l)) return { ok: false };
  const sc = sideComputation(tracked, l, r);
  if (sc.kind === "wrong-order") return { ok: false };
  if (sc.kind === "reduced") return { ok: true, next: sc.tokens.join(" ") };
  return { ok: null };
}

export function compileExpected(answer: string): EvalFunction | null {
  return compile(toMathjsText(answer).replace(/^\s*[A-Za-z ]*=\s*/, ""));
}

