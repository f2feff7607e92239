// The equation / expression solver behind the hint ladder: reads the student's last good line
// (or the problem's own equation) and picks the next standard move: expand brackets, collect like
// terms, bring the unknown to one side, undo + or −, divide by the coefficient; for x² equations
// get 0 on one side, factorise, set each factor to zero. Works for own problems too: it needs
// only the statement's equation or expression, not a reference solution.
import type { MathNode } from "mathjs";
import { analyzeLine, type Chain } from "@/lib/math/claims";
import { evaluate } from "@/lib/math/evaluate";
import { terms } from "@/lib/math/misconceptions";
import { normalizeText } from "@/lib/math/normalize";
import { parseExpr, type ParsedExpr } from "@/lib/math/parse";
import { compareSets, makeEquation, solve, type SolutionSet } from "@/lib/math/solution-set";
import { equivalent } from "@/lib/math/equivalence";
import { div, frac, isExact, isInteger, isZero, mul, neg, sub, toNumber, valEquals, valToString, type Val } from "@/lib/math/rational";
import { numbersIn, sameMagnitude } from "./numbers";
import { degree, latexNumber, monomial, nodeText, polySub, polyText, shapeOf, type Poly, type SideShape } from "./polynomial";
import type { Candidates, HintLevel, HintPlan } from "./types";

interface Side {
  expr: ParsedExpr;
  shape: SideShape;
}

interface EquationLine {
  kind: "equation";
  lhs: Side;
  rhs: Side;
  v: string;
}

interface ExpressionLine {
  kind: "expression";
  expr: Side;
  v: string;
}

type Target =
  | { kind: "equation"; lhs: ParsedExpr; rhs: ParsedExpr; v: string; set: SolutionSet }
  | { kind: "expression"; expr: ParsedExpr; v: string }
  | { kind: "expression-multi"; expr: ParsedExpr };
type SingleTarget = Exclude<Target, { kind: "expression-multi" }>;

/** The statement's math: the part after the last colon ("Solve for x: 5x - 2 = x + 14"), else all of it. */
function statementMath(problem: string): string {
  const colon = problem.lastIndexOf(":");
  return (colon >= 0 ? problem.slice(colon + 1) : problem).replace(/\bfor\s+[a-z]\s*[.?]?\s*$/i, "").trim();
}

function equationChains(line: string): Chain[] {
  return analyzeLine(line).chains.filter((c) => c.parts.length === 2 && c.rels[0] === "=" && !c.continuation);
}

/** The one unknown the problem is about, and its equation or expression; null when it has neither. */
export function algebraTarget(problem: string, reference: readonly string[] = []): Target | null {
  const own = targetIn(statementMath(problem));
  if (own || !reference.length) return own;
  // "40% of a number n is 56. What is n?": the reference's first line states the equation
  const first = targetIn(reference[0]);
  return first?.kind === "equation" ? first : null;
}

function targetIn(math: string): Target | null {
  const eqs = equationChains(math);
  if (eqs.length === 1) {
    const [lhs, rhs] = eqs[0].parts.map((p) => p.expr);
    const vars = [...new Set([...lhs.vars, ...rhs.vars])];
    if (vars.length !== 1) return null;
    const set = solve(makeEquation(lhs, rhs));
    return set.kind === "unknown" ? null : { kind: "equation", lhs, rhs, v: vars[0], set };
  }
  if (eqs.length) return null;
  // an expression to simplify or expand: the whole math part must read as one expression in one letter
  // "Simplify 3(x + 2) + 4x": the instruction's words come off (a single letter is the unknown)
  const bare = math.replace(/^\s*(?:[A-Za-z]{2,}\s+)+/, "").replace(/[.?]\s*$/, "");
  const expr = parseExpr(analyzeLine(bare).text) ?? parseExpr(normalizeText(bare));
  if (!expr || !expr.vars.length) return null;
  if (expr.vars.length > 1) return termsOf(expr.node) ? { kind: "expression-multi", expr } : null;
  if (!shapeOf(expr.node, expr.vars[0])) return null;
  return { kind: "expression", expr, v: expr.vars[0] };
}

function side(expr: ParsedExpr, v: string): Side | null {
  const shape = shapeOf(expr.node, v);
  return shape ? { expr, shape } : null;
}

/** The student's lines that state the problem's equation(s) or expression, each with whether it still agrees with the problem. */
function readLines(target: SingleTarget, steps: readonly string[]): { lines: (EquationLine | ExpressionLine)[][]; wrongAt: number | null } {
  const lines: (EquationLine | ExpressionLine)[][] = [];
  let wrongAt: number | null = null;
  for (let i = 0; i < steps.length && wrongAt === null; i++) {
    const read = readLine(target, steps[i]);
    if (read === "wrong") wrongAt = i;
    else if (read) lines.push(read);
  }
  return { lines, wrongAt };
}

function readLine(target: SingleTarget, step: string): (EquationLine | ExpressionLine)[] | "wrong" | null {
  const v = target.v;
  if (target.kind === "equation") {
    const eqs = equationChains(step).filter((c) => c.parts.every((p) => p.expr.vars.every((x) => x === v)) && c.parts.some((p) => p.expr.vars.length));
    if (!eqs.length) return null;
    const read: EquationLine[] = [];
    const sets: SolutionSet[] = [];
    for (const c of eqs) {
      const [l, r] = [side(c.parts[0].expr, v), side(c.parts[1].expr, v)];
      if (!l || !r) return null;
      read.push({ kind: "equation", lhs: l, rhs: r, v });
      sets.push(solve(makeEquation(l.expr, r.expr)));
    }
    // "x - 2 = 0 or x - 3 = 0" together must give the problem's solutions
    const union = sets.length === 1 ? sets[0] : unionOf(sets);
    return compareSets(union, target.set) === "different" ? "wrong" : read;
  }
  const expr = lastExpression(step, v);
  if (!expr) return null;
  const s = side(expr, v);
  if (!s) return null;
  return equivalent(expr, target.expr) === false ? "wrong" : [{ kind: "expression", expr: s, v }];
}

function unionOf(sets: SolutionSet[]): SolutionSet {
  const values: Val[] = [];
  for (const s of sets) {
    if (s.kind !== "finite") return s.kind === "none" ? { kind: "unknown" } : s;
    values.push(...s.values);
  }
  return sets[0].kind === "finite" ? { kind: "finite", variable: sets[0].variable, values } : { kind: "unknown" };
}

/** The last expression a line writes in the variable ("= 10x - 20x + 4" continuation lines too). */
function lastExpression(step: string, v: string): ParsedExpr | null {
  // a whole line that is one expression ("(9 + 4)a": the chain reader would take the a for a unit)
  const whole = parseExpr(normalizeText(step));
  if (whole && whole.vars.length === 1 && whole.vars[0] === v) return whole;
  const chains = analyzeLine(step).chains;
  const parts = chains.flatMap((c) => c.parts.map((p) => p.expr)).filter((e) => e.vars.length === 1 && e.vars[0] === v);
  return parts.at(-1) ?? null;
}

// ---------------------------------------------------------------- moves

interface Move {
  levels: Record<HintLevel, Candidates>;
  /** Values the next line would newly show. */
  results: Val[];
}

const SIDE_NAME = { lhs: "left", rhs: "right" } as const;

const GENERIC: Record<HintLevel, string> = {
  1: "Look at your last line: what is still in the way of getting the unknown on its own?",
  2: "Do the same thing to both sides so that one term disappears, or tidy up one side.",
  3: "Write the next line with a single change, and check that both sides still balance.",
};

function withGeneric(levels: Record<HintLevel, string[]>): Record<HintLevel, Candidates> {
  return { 1: [...levels[1], GENERIC[1]], 2: [...levels[2], GENERIC[2]], 3: [...levels[3], GENERIC[3]] };
}

/** The polynomial written with chosen coefficients hidden: "?x + 8". */
function holes(p: Poly, v: string, hide: (d: number) => boolean): string {
  const parts: string[] = [];
  for (const d of [2, 1, 0]) {
    if (isZero(p[d])) continue;
    const negative = toNumber(p[d]) < 0;
    const body = hide(d) ? `?${d === 0 ? "" : d === 1 ? v : `${v}^2`}` : monomial(negative ? neg(p[d]) : p[d], d, v);
    parts.push(parts.length ? `${negative ? "-" : "+"} ${body}` : `${negative ? "-" : ""}${body}`);
  }
  return parts.length ? parts.join(" ") : "?";
}

const num = (x: Val): string => latexNumber(valToString(x));
const changed = (a: Poly, b: Poly) => (d: number) => !valEquals(a[d], b[d]);

function expandMove(sideKey: "lhs" | "rhs" | null, s: Side, v: string): Move {
  const bracket = s.shape.terms.find((t) => t.node === s.shape.bracket)!;
  const written = nodeText(bracket.node);
  const expanded: Poly = bracket.poly;
  return {
    levels: withGeneric({
      1: [`There are brackets${sideKey ? ` on the ${SIDE_NAME[sideKey]} side` : ""}. What happens to each term inside when you multiply out a bracket?`],
      2: [`Multiply out $${written}$: multiply every term inside the bracket by what is in front of it.`, "Multiply out the brackets: multiply every term inside by what is in front."],
      3: [`$${written} = ${holes(expanded, v, () => true)}$ — fill in each ?.`],
    }),
    results: expanded,
  };
}

function collectMove(sideKey: "lhs" | "rhs" | null, s: Side, v: string): Move {
  const where = sideKey ? `on the ${SIDE_NAME[sideKey]} side` : "in the expression";
  if (s.shape.uncollected === null && s.shape.unworked) {
    const text = nodeText(s.shape.unworked);
    return {
      levels: withGeneric({
        1: [`There is still a calculation ${where} that you can work out.`],
        2: [`Work out $${text}$.`, `Work out the calculation ${where}.`],
        3: [`$${text} = ?$`],
      }),
      results: s.shape.poly,
    };
  }
  const d = s.shape.uncollected ?? 0;
  const like = s.shape.terms.filter((t) => degree(t.poly) === d && !isZero(t.poly[d]));
  const what = d === 0 ? "numbers" : d === 1 ? `$${v}$-terms` : `$${v}^2$-terms`;
  const list = like.map((t, i) => `${i ? (t.sign < 0 ? " - " : " + ") : t.sign < 0 ? "-" : ""}${nodeText(t.node)}`).join("");
  const sum = like.reduce<Poly>((acc, t) => [sub(acc[0], neg(t.poly[0]))!, sub(acc[1], neg(t.poly[1]))!, sub(acc[2], neg(t.poly[2]))!], [frac(0), frac(0), frac(0)]);
  return {
    levels: withGeneric({
      1: [`Some terms ${where} are alike. Can you combine them into a single term?`],
      2: [`Combine the ${what} ${where}: $${spaced(list)}$.`, `Combine the ${what} ${where}.`],
      3: [`$${spaced(list)} = ${holes(sum, v, () => true)}$`],
    }),
    results: sum,
  };
}

const spaced = (s: string) => s.replace(/([^\s(])-/g, "$1 - ").replace(/\s+/g, " ").trim();

function moveVarMove(l: Poly, r: Poly, v: string): Move {
  const b = r[1];
  const term = monomial(toNumber(b) < 0 ? neg(b) : b, 1, v);
  const op = toNumber(b) < 0 ? "Add" : "Subtract";
  const sign = toNumber(b) < 0 ? "+" : "-";
  const newL: Poly = [l[0], sub(l[1], b)!, l[2]];
  const newR: Poly = [r[0], frac(0), r[2]];
  return {
    levels: withGeneric({
      1: [`$${v}$ appears on both sides. Get all the $${v}$-terms onto one side.`],
      2: [`${op} $${term}$ ${op === "Add" ? "to" : "from"} both sides.`, `${op} the $${v}$-term on the right from both sides.`],
      3: [`$${polyText(l, v)} ${sign} ${term} = ${polyText(r, v)} ${sign} ${term}$, so $${holes(newL, v, changed(l, newL))} = ${polyText(newR, v)}$`],
    }),
    results: newL,
  };
}

function undoConstantMove(varSide: "lhs" | "rhs", l: Poly, r: Poly, v: string): Move {
  const [vp, cp] = varSide === "lhs" ? [l, r] : [r, l];
  const c = vp[0];
  const positive = toNumber(c) > 0;
  const abs = num(positive ? c : neg(c));
  const op = positive ? "Subtract" : "Add";
  const sign = positive ? "-" : "+";
  const bare: Poly = [frac(0), vp[1], vp[2]];
  const other = polyText(cp, v);
  const rest = sub(cp[0], c)!;
  const next = varSide === "lhs" ? `${polyText(bare, v)} = ?` : `? = ${polyText(bare, v)}`;
  const form = varSide === "lhs" ? `${polyText(vp, v)} ${sign} ${abs} = ${other} ${sign} ${abs}` : `${other} ${sign} ${abs} = ${polyText(vp, v)} ${sign} ${abs}`;
  return {
    levels: withGeneric({
      1: [`What is ${positive ? "added to" : "taken away from"} the $${v}$-term on the ${SIDE_NAME[varSide]} side? Undo it, and do the same to both sides.`, `Something is ${positive ? "added to" : "taken away from"} the $${v}$-term. Undo it on both sides.`],
      2: [`${op} $${abs}$ ${positive ? "from" : "to"} both sides.`, `${positive ? "Subtract" : "Add"} the number next to the $${v}$-term ${positive ? "from" : "to"} both sides.`],
      3: [`$${form}$, so $${next}$`, `${op} it on both sides; then work out the other side: $${next}$`],
    }),
    results: [rest],
  };
}

function divideMove(varSide: "lhs" | "rhs", l: Poly, r: Poly, v: string): Move {
  const [vp, cp] = varSide === "lhs" ? [l, r] : [r, l];
  const a = vp[1];
  const d = cp[0];
  const x = div(d, a);
  const results = x === null ? [] : [x];
  const minusOne = valEquals(a, frac(-1));
  const reciprocal = isExact(a) && !isInteger(a);
  const by = reciprocal ? num(div(frac(1), a)!) : num(a);
  const op = minusOne || reciprocal ? `Multiply both sides by $${minusOne ? "-1" : by}$.` : `Divide both sides by $${by}$.`;
  const form = minusOne ? `${v} = ?` : reciprocal ? `${v} = ${num(d)} \\cdot ${paren(by)} = ?` : `${v} = ${num(d)} \\div ${paren(by)} = ?`;
  return {
    levels: withGeneric({
      1: [
        reciprocal ? `$${v}$ is multiplied by a fraction. What undoes that, so $${v}$ is on its own?` : `$${v}$ is multiplied by a number. What undoes multiplication?`,
        `The $${v}$-term has a number in front of it. What undoes multiplication?`,
      ],
      2: [op, reciprocal ? `Multiply both sides by the flipped fraction.` : `Divide both sides by the number in front of $${v}$.`],
      3: [`$${form}$`, reciprocal ? `Multiply the other side by the flipped fraction and write $${v} = ?$.` : `Divide the other side by the number in front of $${v}$ and write $${v} = ?$.`],
    }),
    results,
  };
}

const paren = (s: string) => (s.startsWith("-") ? `(${s})` : s);

function solvedMove(v: string): Move {
  return {
    levels: {
      1: [`$${v}$ is on its own, so that line is your answer. Is it the value the question asks for?`],
      2: [`Check your answer: put your value for $${v}$ back into the original equation and work out both sides.`],
      3: ["If both sides of the original equation come out equal, you are done. If not, look for the step where the two sides stopped balancing."],
    },
    results: [],
  };
}

function simplifiedMove(): Move {
  return {
    levels: {
      1: ["This already looks fully simplified. Are there any brackets or like terms left?"],
      2: ["Check each term: no brackets left, and a single term of each kind (numbers, x-terms, x²-terms)."],
      3: ["Check by putting a small number in for the letter in the question and in your answer: both should give the same value."],
    },
    results: [],
  };
}

function noMove(): Move {
  return { levels: { 1: [GENERIC[1]], 2: [GENERIC[2]], 3: [GENERIC[3]] }, results: [] };
}

/** A product of two factors that both hold the unknown: (x - 2)(x - 3). */
function factorsOf(node: MathNode, v: string): [MathNode, MathNode] | null {
  let x = node;
  while (x.type === "ParenthesisNode") x = (x as unknown as { content: MathNode }).content;
  const op = x as unknown as { fn?: string; args?: MathNode[] };
  if (x.type !== "OperatorNode" || op.fn !== "multiply" || op.args!.length !== 2) return null;
  const hasV = (n: MathNode) => n.filter((m) => m.type === "SymbolNode" && (m as unknown as { name: string }).name === v).length > 0;
  return op.args!.every(hasV) ? [op.args![0], op.args![1]] : null;
}

function quadraticMove(line: EquationLine): Move {
  const { lhs, rhs, v } = line;
  const l = lhs.shape.poly;
  const r = rhs.shape.poly;
  const zeroSide = degree(r) === 0 && isZero(r[0]) ? "rhs" : degree(l) === 0 && isZero(l[0]) ? "lhs" : null;
  const productSide = zeroSide === "rhs" ? lhs : zeroSide === "lhs" ? rhs : null;
  const factors = productSide ? factorsOf(productSide.expr.node, v) : null;
  if (factors) {
    const [f, g] = factors.map(nodeText);
    return {
      levels: withGeneric({
        1: ["A product is zero only when one of its factors is zero."],
        2: ["Set each bracket equal to zero, then solve each small equation."],
        3: [`$${f} = 0$ or $${g} = 0$`, "Write “first bracket $= 0$ or second bracket $= 0$”, then solve each one."],
      }),
      results: [],
    };
  }
  for (const [key, s] of [["lhs", lhs], ["rhs", rhs]] as const) if (s.shape.bracket) return expandMove(key, s, v);
  if (!zeroSide) {
    const moved = polySub(l, r);
    // "t^2 + 4t = -4": add 4 rather than subtract -4
    const single = degree(r) === 0 && toNumber(r[0]) < 0;
    const rText = polyText(single ? [neg(r[0]), r[1], r[2]] : r, v);
    const op = single ? `Add $${rText}$ to` : `Subtract $${rText}$ from`;
    return {
      levels: withGeneric({
        1: [`With $${v}^2$ in the equation, get $0$ on one side first.`],
        2: [`${op} both sides so the right side is $0$.`, "Move every term to the left side so the right side is $0$."],
        3: [single ? `$${polyText(l, v)} + ${rText} = 0$` : `$${polyText(l, v)} - (${rText}) = 0$, so $${holes(moved, v, () => true)} = 0$`],
      }),
      results: moved,
    };
  }
  const s = zeroSide === "rhs" ? lhs : rhs;
  if (s.shape.uncollected !== null || s.shape.unworked) return collectMove(zeroSide === "rhs" ? "lhs" : "rhs", s, v);
  const [c, b, a] = s.shape.poly;
  const aOne = valEquals(a, frac(1));
  if (isZero(c)) {
    return {
      levels: withGeneric({
        1: [`Every term has $${v}$ in it. What can you take out as a common factor?`],
        2: [`Take $${v}$ out as a common factor.`],
        3: [`$${v}(${holes([b, a, frac(0)], v, () => true)}) = 0$`],
      }),
      results: [b, a],
    };
  }
  if (isZero(b) && aOne) {
    return {
      levels: withGeneric({
        1: [`There is no $${v}$-term: get $${v}^2$ on its own.`],
        2: [`Move the number to the other side, then take the square root of both sides (remember ±).`],
        3: [`$${v}^2 = ?$, so $${v} = \\pm\\sqrt{?}$`],
      }),
      results: [neg(c)],
    };
  }
  const ac = mul(a, c)!;
  return {
    levels: withGeneric({
      1: ["Can you write the left side as a product of brackets (factorise)?"],
      2: [aOne ? `Find a pair of numbers that multiply to $${num(c)}$ and add to $${num(b)}$.` : `Find a pair of numbers that multiply to $${num(ac)}$ and add to $${num(b)}$, then split the middle term.`, "Find a pair of numbers that multiply to the last number and add to the number in front of the middle term."],
      3: [aOne ? `$(${v} + ?)(${v} + ?) = 0$: put your pair of numbers where the ? are.` : `$(?${v} + ?)(${v} + ?) = 0$`],
    }),
    results: [],
  };
}

function linearMove(line: EquationLine): Move {
  const { lhs, rhs, v } = line;
  for (const [key, s] of [["lhs", lhs], ["rhs", rhs]] as const) if (s.shape.bracket) return expandMove(key, s, v);
  for (const [key, s] of [["lhs", lhs], ["rhs", rhs]] as const) if (s.shape.uncollected !== null || s.shape.unworked) return collectMove(key, s, v);
  const l = lhs.shape.poly;
  const r = rhs.shape.poly;
  const lv = !isZero(l[1]);
  const rv = !isZero(r[1]);
  if (lv && rv) return moveVarMove(l, r, v);
  if (!lv && !rv) return noMove();
  const varSide = lv ? "lhs" : "rhs";
  const vp = lv ? l : r;
  if (!isZero(vp[0])) return undoConstantMove(varSide, l, r, v);
  if (!valEquals(vp[1], frac(1))) return divideMove(varSide, l, r, v);
  return solvedMove(v);
}

function moveFor(line: EquationLine | ExpressionLine): Move {
  if (line.kind === "expression") {
    const s = line.expr;
    if (s.shape.bracket) return expandMove(null, s, line.v);
    if (s.shape.uncollected !== null || s.shape.unworked) return collectMove(null, s, line.v);
    return simplifiedMove();
  }
  const deg = Math.max(degree(line.lhs.shape.poly), degree(line.rhs.shape.poly));
  return deg === 2 ? quadraticMove(line) : linearMove(line);
}

/** The solver's plan for the step the student is on; null when the problem is not an equation or expression in one unknown. */
export function algebraPlan(
  problem: string,
  steps: readonly string[],
  answerValues: readonly Val[],
  reference: readonly string[] = [],
): (HintPlan & { wrongStep: boolean }) | null {
  const target = algebraTarget(problem, reference);
  if (!target) return null;
  if (target.kind === "expression-multi") return multiPlan(target.expr, problem, steps);
  const { lines, wrongAt } = readLines(target, steps);
  const last = lines.at(-1) ?? startLine(target);
  if (!last) return null;
  // several equations on one line ("x - 2 = 0 or x - 3 = 0"): the first one not yet solved
  const current = last.find((l) => !(l.kind === "equation" && isSolved(l))) ?? last[0];
  const move = moveFor(current);
  const solutions = target.kind === "equation" && target.set.kind === "finite" ? target.set.values : [];
  const finalCoefficients = target.kind === "expression" ? hiddenFinal(target, problem) : [];
  const visible = [problem, ...steps.slice(0, wrongAt ?? steps.length)].flatMap((t) => numbersIn(t).map((n) => n.value));
  const unseen = move.results.filter((x) => !visible.some((y) => sameMagnitude(x, y)));
  return {
    source: "algebra",
    levels: move.levels,
    forbidden: [...answerValues, ...solutions, ...finalCoefficients, ...unseen],
    wrongStep: wrongAt !== null,
  };
}

function isSolved(l: EquationLine): boolean {
  const [a, b] = [l.lhs.shape, l.rhs.shape];
  const bare = (s: SideShape) => degree(s.poly) === 1 && isZero(s.poly[0]) && valEquals(s.poly[1], frac(1)) && s.terms.length === 1;
  const constant = (s: SideShape) => degree(s.poly) === 0 && !s.unworked && s.uncollected === null;
  return (bare(a) && constant(b)) || (bare(b) && constant(a));
}

function startLine(target: SingleTarget): (EquationLine | ExpressionLine)[] | null {
  if (target.kind === "expression") {
    const s = side(target.expr, target.v);
    return s ? [{ kind: "expression", expr: s, v: target.v }] : null;
  }
  const [l, r] = [side(target.lhs, target.v), side(target.rhs, target.v)];
  return l && r ? [{ kind: "equation", lhs: l, rhs: r, v: target.v }] : null;
}

/** The simplified expression's coefficients that the problem does not already show. */
function hiddenFinal(target: Extract<Target, { kind: "expression" }>, problem: string): Val[] {
  const p = shapeOf(target.expr.node, target.v)?.poly;
  if (!p) return [];
  const shown = numbersIn(problem).map((n) => n.value);
  return p.filter((c) => !isZero(c) && !shown.some((s) => sameMagnitude(s, c)));
}


// ---------------------------------------------------------------- expressions in several letters

interface KeyedTerm {
  node: MathNode;
  sign: 1 | -1;
  /** The letters and powers of the term ("p", "a*b", "p^2"); "" for a number; null when it is not a single product (a bracket to expand). */
  key: string | null;
}

function keyOf(n: MathNode): string | null {
  let x = n;
  while (x.type === "ParenthesisNode") x = (x as unknown as { content: MathNode }).content;
  const op = x as unknown as { fn?: string; args?: MathNode[]; name?: string };
  if (x.type === "ConstantNode") return "";
  if (x.type === "SymbolNode") return op.name!;
  if (x.type !== "OperatorNode") return null;
  if (op.fn === "unaryMinus" || op.fn === "unaryPlus") return keyOf(op.args![0]);
  if (op.fn === "pow") {
    const base = keyOf(op.args![0]);
    const exp = op.args![1];
    return base && /^[a-z]$/.test(base) && exp.type === "ConstantNode" ? `${base}^${String((exp as unknown as { value: unknown }).value)}` : base === "" && keyOf(exp) === "" ? "" : null;
  }
  if (op.fn === "divide") return keyOf(op.args![1]) === "" ? keyOf(op.args![0]) : null;
  if (op.fn === "multiply") {
    const parts = op.args!.map(keyOf);
    if (parts.some((k) => k === null)) return null;
    return (parts as string[]).flatMap((k) => (k ? k.split("*") : [])).sort().join("*");
  }
  return null;
}

function termsOf(node: MathNode): KeyedTerm[] | null {
  const ts = terms(node).map((t) => ({ node: t.node, sign: t.sign, key: keyOf(t.node) }));
  return ts.length ? ts : null;
}

function multiPlan(target: ParsedExpr, problem: string, steps: readonly string[]): HintPlan & { wrongStep: boolean } {
  let current = target;
  let wrongAt: number | null = null;
  for (let i = 0; i < steps.length; i++) {
    const whole = parseExpr(normalizeText(steps[i]));
    const last = whole ?? analyzeLine(steps[i]).chains.flatMap((c) => c.parts.map((p) => p.expr)).at(-1);
    if (!last || !last.vars.length) continue;
    if (equivalent(last, target) === false) {
      wrongAt = i;
      break;
    }
    current = last;
  }
  const ts = termsOf(current.node) ?? [];
  const visible = [problem, ...steps.slice(0, wrongAt ?? steps.length)].flatMap((t) => numbersIn(t).map((n) => n.value));
  const bracket = ts.find((t) => t.key === null);
  const groups = new Map<string, KeyedTerm[]>();
  for (const t of ts) if (t.key !== null) groups.set(t.key, [...(groups.get(t.key) ?? []), t]);
  const like = [...groups.entries()].find(([, g]) => g.length > 1);
  let move: Move;
  if (bracket) {
    const written = nodeText(bracket.node);
    move = {
      levels: withGeneric({
        1: ["There are brackets. What happens to each term inside when you multiply out a bracket?"],
        2: [`Multiply out $${written}$: multiply every term inside the bracket by what is in front of it.`, "Multiply out the brackets: multiply every term inside by what is in front."],
        3: [`$${written} = \\;?$ — write each product as its own term.`],
      }),
      results: [],
    };
  } else if (like) {
    const [key, g] = like;
    const letters = key === "" ? "numbers" : `$${key.replace(/\*/g, "")}$-terms`;
    const list = g.map((t, i) => `${i ? (t.sign < 0 ? " - " : " + ") : t.sign < 0 ? "-" : ""}${nodeText(t.node)}`).join("");
    const hole = key === "" ? "?" : `?${key.replace(/\*/g, "")}`;
    move = {
      levels: withGeneric({
        1: ["Some terms are alike: they have the same letters with the same powers. Can you combine them?"],
        2: [`Combine the ${letters}: $${list}$.`, `Combine the ${letters}.`],
        3: [`$${list} = ${hole}$`],
      }),
      results: [],
    };
  } else move = simplifiedMove();
  const final = termsOf(target.node) ? simplifiedCoefficients(target) : [];
  return {
    source: "algebra",
    levels: move.levels,
    forbidden: final.filter((c) => !visible.some((y) => sameMagnitude(c, y))),
    wrongStep: wrongAt !== null,
  };
}

/** The coefficients of the fully simplified expression, read by evaluating it term group by term group. */
function simplifiedCoefficients(target: ParsedExpr): Val[] {
  // with every letter at 1 the sum of a group is its coefficient; a group per letter set
  const ts = termsOf(target.node) ?? [];
  const groups = new Map<string, Val>();
  for (const t of ts) {
    if (t.key === null) continue;
    const value = evaluate(t.node, new Map(target.vars.map((x) => [x, frac(1)] as [string, Val])));
    if (value === null) continue;
    const signed = t.sign < 0 ? neg(value) : value;
    const prev = groups.get(t.key);
    groups.set(t.key, prev === undefined ? signed : sub(prev, neg(signed))!);
  }
  return [...groups.values()].filter((v) => !isZero(v));
}
