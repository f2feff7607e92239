// What kind of problem is being solved decides how a line is read: in an equation problem
// "3x + 2 = 11" is a new equation, in a simplification problem "3(x+2) = 3x + 6" is a claim
// that both sides are equal, in a word problem only the arithmetic claims are checkable.
import { analyzeLine, mathModeLetters, type ExtractOptions } from "../math/claims";
import type { ParsedExpr } from "../math/parse";
import { evaluate } from "../math/evaluate";
import { normalizeText } from "../math/normalize";
import { fromLiteral, type Val } from "../math/rational";
import { solveLinearSystem } from "../math/linear-system";
import { makeEquation, type Equation } from "../math/solution-set";
import { PROBLEM_CONTEXT_CACHE } from "../cache/limits";
import { LruCache, memo } from "../cache/lru";
import { conditionRange, definedFunctions, usesUncheckedFunction, type ConditionRange } from "./exact-conditioned";
import { inequalityStatements, type InequalitySet } from "./exact-inequality";

export type ProblemKind = "equation" | "expression" | "numeric" | "word";

export interface ProblemContext {
  kind: ProblemKind;
  /** The equation to solve, when the problem states exactly one. */
  equation: Equation | null;
  /** The expression to simplify/compute, when the problem states exactly one. */
  expression: ParsedExpr | null;
  extract: ExtractOptions;
  /** Values given in the problem ("Evaluate 2x + 3 when x = 4"). */
  given: ReadonlyMap<string, Val>;
  /** Every number written in the problem, for reading "5% = 3" as "5% of the amount is 3". */
  numbers: Val[];
  /** Solution of a stated 2×2 linear system, when the problem gives one. */
  system: ReadonlyMap<string, Val> | null;
  /** Letters the problem defines as functions ("f(x) = ..."): "f(a + 1)" in a step applies one. */
  functions: string[];
  /** The inequality to solve, when the problem states exactly one ("Solve -2x + 3 <= 11"). */
  inequality: InequalitySet | null;
  /** Bounds the problem gives its letter ("For x < 1, simplify ..."). */
  range: ConditionRange | null;
  /** The problem measures in units of length, area, volume or time ("144π cm²"): a negative root of a size is no solution. */
  measured: boolean;
  /** The problem asks to rewrite its own expression in another form ("Write y = 2x^2 + 12x + 7 in vertex form"), not for a new one. */
  rewritesForm: boolean;
}

// ("… in vertex form", "complete the square", "simplify"; not a new line or graph: "parallel", "shift", "inverse")
const REWRITE_FORM = /\b(?:vertex|standard|slope-intercept|factored|general)\s+form\b|\bcomplet\w*\s+the\s+square\b|\b(?:rewrite|simplify|expand|factori[sz]e)\b/i;
const NEW_CURVE = /\b(?:parallel|perpendicular|shift\w*|translat\w*|reflect\w*|stretch\w*|compress\w*|inverse|tangent|new)\b/i;

/** A unit of length, area, volume or time written after a number. */
const UNITS = String.raw`(?:mm|cm|m|km|in|ft|yd|mi|inch(?:es)?|feet|foot|yards?|miles?|met(?:er|re)s?|centimet(?:er|re)s?|seconds?|minutes?|hours?|s|min|h)(?![A-Za-z])`;
const MEASURE_UNIT = new RegExp(String.raw`\d(?:\\pi|π)?\$?\s*${UNITS}`, "i");

// (set apart from its number: "5m^2 - 2m" is in a letter m)
const SPACED_UNIT = new RegExp(String.raw`\d(?:\\pi|π)?(?:\$\s*|\s+)${UNITS}`, "gi");

/** A percent written alone, as the front end reads it ("25%" → "((25/100))"). */
const PERCENT_ONLY = /^\(*\s*\d+(?:\.\d+)?\s*\/\s*100\s*\)*$/;

/** The letters of the units written apart from the problem's numbers ("36π m²", "5 cm": m, c). */
function unitLetters(problem: string): Set<string> {
  const out = new Set<string>();
  for (const m of problem.matchAll(SPACED_UNIT)) for (const ch of /[A-Za-z]+$/.exec(m[0])?.[0] ?? "") out.add(ch);
  return out;
}

const cache = new LruCache<ProblemContext>(PROBLEM_CONTEXT_CACHE);

export function problemContext(problem: string): ProblemContext {
  return memo(cache, problem, () => build(problem));
}

function build(problem: string): ProblemContext {
  const ctx = buildKind(problem);
  const numbers = (normalizeText(problem).match(/\d+(?:\.\d+)?/g) ?? []).map(fromLiteral).filter((v): v is Val => v !== null);
  // ("Solve log_5(x - 1) = 2": the logarithm is not evaluated, so "(x - 1) = 2" is not the equation)
  const unchecked = usesUncheckedFunction(problem);
  const inequalities = unchecked ? [] : inequalityStatements(problem);
  // (nor is a number it holds, "for 0 ≤ x < 2π", the value to work out: its lines are read as a word problem's)
  const kind = unchecked && ctx.kind === "numeric" ? { kind: "word" as const } : {};
  return { ...ctx, ...(unchecked ? { equation: null, expression: null, system: null } : {}), ...kind, numbers, functions: definedFunctions(problem), inequality: inequalities.length === 1 ? inequalities[0] : null, range: conditionRange(problem), measured: MEASURE_UNIT.test(problem), rewritesForm: REWRITE_FORM.test(problem) && !NEW_CURVE.test(problem) };
}

/** "Find $v$.", "solve for w", "what is x?": the problem asks for the value of a letter. */
const FIND_LETTER = /\b(?:find|solve for|determine|what is)\s+(?:the value of\s+)?(?:\$|\\\()?\s*[a-z]\s*(?:\$|\\\))?\s*(?:[.?!]|$)/i;
const SIMPLIFY = /\b(?:simplify|expand|factori[sz]e|factor|evaluate|write)\b/i;

function buildKind(problem: string): Omit<ProblemContext, "numbers" | "functions" | "inequality" | "range" | "measured" | "rewritesForm"> {
  // ("Find $m$ and $c$ if the line $y = mx + c$ …": letters set in math mode are variables)
  const marked = mathModeLetters(problem);
  const line = analyzeLine(problem, { variables: "any", ...(marked ? { letters: marked } : {}) });
  const equations: Equation[] = [];
  const varExprs: ParsedExpr[] = [];
  const numExprs: ParsedExpr[] = [];
  const units = unitLetters(problem);
  const otherNumbers = line.chains.some((c) => c.parts.some((p) => !p.expr.vars.length && !p.expr.hasOp));
  for (const c of line.chains) {
    if (c.parts.length >= 2) {
      const withVars = c.parts.some((p) => p.expr.vars.length > 0);
      if (withVars) equations.push(makeEquation(c.parts[0].expr, c.parts[c.parts.length - 1].expr));
    } else {
      const e = c.parts[0].expr;
      // ("A circle has area $36\pi$ m$^2$": a number with its unit is a measurement, no expression in m)
      if (e.vars.length && e.hasOp && !e.vars.every((v) => units.has(v))) varExprs.push(e);
      // ("$40 … is 25% off. What is the sale price?": a rate a story gives beside its other numbers
      // is no computation to do; "Write 45% as a fraction" converts it)
      else if (!e.vars.length && e.hasOp && !(PERCENT_ONLY.test(e.text) && otherNumbers)) numExprs.push(e);
    }
  }
  const words = line.proseWords.filter((w) => w.length > 2);
  // "Evaluate 2x + 3 when x = 4" has an assignment, not an equation to solve
  // ("Solve for y: y = 46/-39.2" is an equation to solve: an assignment with nothing else in
  // the problem to evaluate it in)
  const onlyAssignment = equations.length === 1 && !varExprs.length && !numExprs.length;
  // ("-y = 9" is to be solved: only a bare letter is given a value)
  const isGiven = (e: Equation) => !onlyAssignment && e.lhs.node.type === "SymbolNode" && !e.rhs.vars.length;
  const solving = equations.filter((e) => !isGiven(e));
  const given = new Map<string, Val>();
  for (const e of equations.filter(isGiven)) {
    const v = evaluate(e.rhs.node);
    if (v !== null) given.set(e.lhs.vars[0], v);
  }
  // the problem's variable letters, for products written glued ("21ab")
  const letters = [...new Set([...marked, ...[...equations, ...varExprs.map((e) => ({ lhs: e, rhs: e }))].flatMap((e) => [...e.lhs.vars, ...e.rhs.vars]).filter((v) => v.length === 1)])].join("");
  // ("Solve |3x - 2| = |x + 6|": an equation the parser could not take in is still one to solve;
  // the solution's own first equation stands for it)
  const unparsedEquation = !solving.length && varExprs.length >= 1 && /\bsolve\b/i.test(problem) && !SIMPLIFY.test(problem) && !/[<>≤≥]|\\(?:le|ge|leq|geq|lt|gt)(?![A-Za-z])/.test(problem);
  if ((solving.length >= 1 || unparsedEquation) && words.length <= 25) {
    const system = solving.length === 2 ? solveLinearSystem(solving) : null;
    return { kind: "equation", equation: solving.length === 1 ? solving[0] : null, expression: null, extract: { variables: "any", letters }, given, system };
  }
  // ("A car travels 120 km at v km/h ... Find v.": the letter is an unknown to find, so the
  // solution's equations in it are equations, not rewrites of an expression)
  if (varExprs.length >= 1 && !equations.length && FIND_LETTER.test(problem) && !SIMPLIFY.test(problem)) {
    return { kind: "word", equation: null, expression: null, extract: { variables: "any", letters }, given, system: null };
  }
  if (varExprs.length >= 1 && words.length <= 25) {
    return { kind: "expression", equation: null, expression: varExprs.length === 1 ? varExprs[0] : null, extract: { variables: "any", letters }, given, system: null };
  }
  if (numExprs.length === 1 && words.length <= 8) {
    return { kind: "numeric", equation: null, expression: numExprs[0], extract: { variables: "common" }, given, system: null };
  }
  return { kind: "word", equation: null, expression: null, extract: { variables: "common", ...(letters ? { letters } : {}) }, given, system: null };
}
