// Parsing of one normalised math expression (no relation signs). We use mathjs's parser
// because it is mature, handles implicit multiplication ("2x", "3(x - 2)") and precedence
// exactly as school math expects, and produces an AST we can both evaluate exactly (our own
// rational evaluator, see evaluate.ts) and rewrite (misconception variants). mathjs's own
// symbolic simplify is deliberately not used in the hot path: evaluation at sample points
// is faster and decides equivalence just as well for school-level expressions.
import { parse as mathParse, type MathNode } from "mathjs";
import { PARSE_CACHE } from "../cache/limits";
import { LruCache, memo } from "../cache/lru";

export interface ParsedExpr {
  text: string;
  node: MathNode;
  /** Variable names, sorted. */
  vars: string[];
  /** True when the expression does some operation (not just a number or a negated number). */
  hasOp: boolean;
  /** Decimal places when the expression is a plain numeric literal ("3.33" → 2). */
  literalDecimals: number | null;
}

const FUNCTIONS = new Set(["sqrt", "abs"]);
/** A letter with a subscript, "a_2", "x_1", "a_n_p_1" (a_{n+1}; lib/math/latex.ts): one variable. */
export const SUBSCRIPTED = /^[A-Za-z](?:_[A-Za-z0-9]+)+$/;
const CONSTANTS = new Set(["pi"]);
const ALLOWED_TYPES = new Set(["ConstantNode", "SymbolNode", "OperatorNode", "ParenthesisNode", "FunctionNode"]);
const ALLOWED_OPS = new Set(["add", "subtract", "multiply", "divide", "pow", "unaryMinus", "unaryPlus", "factorial"]);

const cache = new LruCache<ParsedExpr | null>(PARSE_CACHE);

function inspect(node: MathNode): { vars: string[]; hasOp: boolean } | null {
  const vars = new Set<string>();
  let hasOp = false;
  let ok = true;
  node.traverse((n, path, parent) => {
    if (!ok) return;
    if (!ALLOWED_TYPES.has(n.type)) {
      ok = false;
      return;
    }
    if (n.type === "OperatorNode") {
      const fn = (n as unknown as { fn: string }).fn;
      if (!ALLOWED_OPS.has(fn)) ok = false;
      else if (fn !== "unaryMinus" && fn !== "unaryPlus") hasOp = true;
    } else if (n.type === "FunctionNode") {
      const name = (n as unknown as { fn: { name?: string } }).fn.name ?? "";
      if (!FUNCTIONS.has(name)) ok = false;
      hasOp = true;
    } else if (n.type === "SymbolNode") {
      if (parent?.type === "FunctionNode" && path === "fn") return;
      const name = (n as unknown as { name: string }).name;
      if (CONSTANTS.has(name)) return;
      if (name.length !== 1 && !SUBSCRIPTED.test(name)) ok = false;
      else vars.add(name);
    }
  });
  return ok ? { vars: [...vars].sort(), hasOp } : null;
}

/** Parses one expression; null when it is not a school-math expression. Never throws. */
export function parseExpr(text: string): ParsedExpr | null {
  const key = text.trim();
  if (!key || key.length > 500) return null;
  return memo(cache, key, () => parseUncached(key));
}

function parseUncached(key: string): ParsedExpr | null {
  let result: ParsedExpr | null = null;
  try {
    const node = mathParse(key);
    const info = inspect(node);
    if (info) {
      const lit = key.replace(/[\s()]/g, "").match(/^[-+]?\d*(?:\.(\d+))?$/);
      result = { text: key, node, vars: info.vars, hasOp: info.hasOp, literalDecimals: lit ? (lit[1]?.length ?? 0) : null };
    }
  } catch {
    result = null;
  }
  return result;
}
