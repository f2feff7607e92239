// Rule exact.vertex-false: a line that names the vertex (turning point) of the problem's parabola
// ("The vertex is (-3, 2)" for y = x^2 - 6x + 11) is checked exactly: the parabola must take the
// point's height there and be symmetric about it. A vertex read off "(x - 3)^2 + 2" with the sign
// of 3 flipped is the most common slip, named as a sign error.
import { evaluate } from "../math/evaluate";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { add, fromLiteral, neg, sub, valEquals, type Val } from "../math/rational";
import type { ProblemContext } from "./exact-context";
import { EXACT_P, type Finding } from "./exact-findings";
import { VERTEX_RULE } from "./rules/exact-line-rules";

const NAMES_VERTEX = /\b(?:vertex|turning point|(?:minimum|maximum) point)\b/i;
const NUM = String.raw`-?\s*\d+(?:\.\d+)?(?:\s*/\s*\d+)?`;
const POINT = new RegExp(String.raw`\(\s*(${NUM})\s*,\s*(${NUM})\s*\)`);

/** The parabola's right-hand side: "y = x^2 - 6x + 11" (or the expression the problem gives), in one letter with a square. */
function parabola(ctx: ProblemContext): ParsedExpr | null {
  const eq = ctx.equation;
  const side = eq && eq.lhs.node.type === "SymbolNode" && eq.lhs.vars.length === 1 && eq.rhs.vars.length === 1 && eq.rhs.vars[0] !== eq.lhs.vars[0] ? eq.rhs : ctx.kind === "expression" ? ctx.expression : null;
  // (a point is (x, y): a parabola in another letter, "x = y^2 - 4y", is read sideways, so left alone)
  return side && side.vars.length === 1 && side.vars[0] === "x" && /\^\s*\(?2\b/.test(side.text) ? side : null;
}

function isVertex(f: ParsedExpr, h: Val, k: Val): boolean | null {
  const at = (x: Val | null) => (x === null ? null : evaluate(f.node, new Map([[f.vars[0], x]])));
  const one = fromLiteral("1")!;
  const y = at(h);
  const left = at(sub(h, one));
  const right = at(add(h, one));
  if (y === null || left === null || right === null) return null;
  return valEquals(y, k) && valEquals(left, right);
}

/** "-3", "- 1/2", "2.5" as a value; null for anything with a letter. */
function numberOf(text: string): Val | null {
  const e = parseExpr(text);
  return e && !e.vars.length ? evaluate(e.node) : null;
}

/** The line names a wrong vertex of the problem's parabola; null when it names none or the right one. */
export function wrongVertex(step: string, ctx: ProblemContext): Finding | null {
  if (!NAMES_VERTEX.test(step)) return null;
  const f = parabola(ctx);
  const m = step.replace(/\$|\\[()]/g, " ").replace(/−/g, "-").match(POINT);
  if (!f || !m) return null;
  const h = numberOf(m[1]);
  const k = numberOf(m[2]);
  if (h === null || k === null || isVertex(f, h, k) !== false) return null;
  const type = isVertex(f, neg(h), k) === true ? "sign" : "arithmetic";
  return { verdict: "incorrect", pCorrect: EXACT_P.falseClaim, errorType: type, ruleId: VERTEX_RULE.id, context: { subject: "claim" } };
}
