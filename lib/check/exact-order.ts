// Order of operations in pure computation problems, where students compute one piece at a time
// ("39 - 9 ÷ 3 + 6": first "9 ÷ 3 = 3" is right, "39 - 9 = 30" is not, although it is true).
// The tracked expression is kept as a token list; a side computation must be a piece that may
// be evaluated first, and is then replaced by its result.
import { tokenize, type Token } from "../math/tokens";
import { parseExpr, type ParsedExpr } from "../math/parse";
import { evaluate } from "../math/evaluate";
import { valEquals, valToString, type Val } from "../math/rational";
import { sameNumber } from "../math/vocabulary/tolerance";

const PREC: Record<string, number> = { "+": 1, "-": 1, "*": 2, "/": 2, "^": 3 };

type Tok = string;

/** Tokens of an expression, with the brackets that normalisation puts around "a/b" removed. */
export function exprTokens(text: string): Tok[] | null {
  const toks: Token[] = tokenize(text);
  if (toks.some((t) => t.kind === "word" || t.kind === "rel" || t.kind === "break" || t.kind === "other")) return null;
  let out: Tok[] = toks.map((t) => t.text);
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i + 4 < out.length; i++) {
      // (not a fraction divided by, nor one raised to a power: "3/4 ÷ (2/5)" is no 3/4 ÷ 2 ÷ 5)
      const kept = out[i - 1] === "/" || out[i + 5] === "^";
      if (!kept && out[i] === "(" && out[i + 4] === ")" && /^[\d.]+$/.test(out[i + 1]) && out[i + 2] === "/" && /^[\d.]+$/.test(out[i + 3])) {
        out = [...out.slice(0, i), ...out.slice(i + 1, i + 4), ...out.slice(i + 5)];
        changed = true;
      }
      if (out[i] === "(" && out[i + 2] === ")" && /^[\d.]+$/.test(out[i + 1])) {
        out = [...out.slice(0, i), out[i + 1], ...out.slice(i + 3)];
        changed = true;
      }
    }
  }
  return out;
}

function isNum(t: Tok | undefined): boolean {
  return t !== undefined && /^-?[\d.]+$/.test(t);
}

/**
 * Negative numbers as one token, as students compute with them ("-5 × -6 = 30", then "30 - 48"
 * inside "-5 × (-6) - 48 ÷ (-6)"): a minus that is a sign (at the start, after "(" or an operator)
 * joins its number, and "(-6)" is that number. A minus before a power's base stays apart: "-4^2"
 * negates 4^2.
 */
function signedTokens(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const prev = out.at(-1);
    const sign = toks[i] === "-" && /^[\d.]+$/.test(toks[i + 1] ?? "") && toks[i + 2] !== "^" && (prev === undefined || prev === "(" || PREC[prev] !== undefined);
    if (sign) out.push(`-${toks[++i]}`);
    else out.push(toks[i]);
  }
  for (let i = out.length - 3; i >= 0; i--) {
    const before = out[i - 1];
    if (out[i] === "(" && isNum(out[i + 1]) && out[i + 2] === ")" && out[i + 3] !== "^" && (before === undefined || before === "(" || PREC[before] !== undefined)) out.splice(i, 3, out[i + 1]);
  }
  return out;
}

function sameNum(a: Tok, b: Tok): boolean {
  return isNum(a) && isNum(b) && Number(a) === Number(b);
}

/** Does computing seq[i..i+2] first break the order of operations? */
function violates(seq: Tok[], i: number): boolean {
  const op = seq[i + 1];
  const prev = seq[i - 1];
  const next = seq[i + 3];
  // a unary minus in front ("-4^2") binds looser than the power but the number is negated
  if (next && PREC[next] !== undefined && PREC[next] > PREC[op]) return true;
  if (next === "^") return true;
  if (prev && PREC[prev] !== undefined && !(prev === "-" && (i - 1 === 0 || seq[i - 2] === "(" || PREC[seq[i - 2]] !== undefined))) {
    if (PREC[prev] > PREC[op]) return true;
    if (PREC[prev] === PREC[op]) {
      const harmless = (prev === "+" && (op === "+" || op === "-")) || (prev === "*" && (op === "*" || op === "/"));
      if (!harmless) return true;
    }
  }
  return false;
}

export type SideComputation = { kind: "reduced"; tokens: Tok[] } | { kind: "wrong-order" } | { kind: "unrelated" };

/** Classify the computation lhs = result against the tracked token list. */
export function sideComputation(trackedTokens: Tok[], lhs: ParsedExpr, result: ParsedExpr): SideComputation {
  const tracked = signedTokens(trackedTokens);
  const lt = exprTokens(lhs.text);
  const rt = exprTokens(result.text);
  const l = lt && signedTokens(lt);
  const r = rt && signedTokens(rt);
  if (!l || !r) return { kind: "unrelated" };
  if (l.length !== 3 || !isNum(l[0]) || !isNum(l[2]) || PREC[l[1]] === undefined) return groupReduced(tracked, l, r);
  for (let i = 0; i + 2 < tracked.length; i++) {
    if (!sameNum(tracked[i], l[0]) || tracked[i + 1] !== l[1] || !sameNum(tracked[i + 2], l[2])) continue;
    if (isNum(tracked[i - 1]) || tracked[i - 1] === ")" || isNum(tracked[i + 3]) || tracked[i + 3] === "(") continue;
    if (violates(tracked, i)) return { kind: "wrong-order" };
    // a negated left operand ("-6 * 2" inside "3 - 6 * 2") keeps its sign outside
    const reduced = [...tracked.slice(0, i), ...(r.length === 1 ? r : ["(", ...r, ")"]), ...tracked.slice(i + 3)];
    return { kind: "reduced", tokens: reduced };
  }
  return { kind: "unrelated" };
}

/**
 * "(3+1)^2 = 4^2 = 16" out of "3 × (3 + 1)^2 - 15 ÷ 3": a longer piece worked out in one line.
 * It may be worked out first when it is a whole part of the tracked expression, which is when
 * putting its value in its place leaves the expression's value as it was (a piece that is no
 * part of it, "48 - 15" out of "48 - 15 ÷ 3", changes it; that is left to the one-operation
 * test above and to the other checks, so only a whole part is taken further).
 */
function groupReduced(tracked: Tok[], l: Tok[], r: Tok[]): SideComputation {
  if (l.length < 4) return { kind: "unrelated" };
  const whole = valueOf(tracked);
  const piece = valueOf(l);
  if (whole === null || piece === null) return { kind: "unrelated" };
  for (let i = 0; i + l.length <= tracked.length; i++) {
    if (!l.every((t, k) => t === tracked[i + k] || sameNum(t, tracked[i + k]))) continue;
    const kept = valueOf([...tracked.slice(0, i), "(", valToString(piece), ")", ...tracked.slice(i + l.length)]);
    if (kept === null || !valEquals(kept, whole)) continue;
    return { kind: "reduced", tokens: [...tracked.slice(0, i), ...(r.length === 1 ? r : ["(", ...r, ")"]), ...tracked.slice(i + l.length)] };
  }
  return { kind: "unrelated" };
}

function valueOf(toks: Tok[]): Val | null {
  const parsed = parseExpr(toks.join(" "));
  return parsed ? evaluate(parsed.node) : null;
}

/** "(14+8)*5" for 14 + 8 × 5: the whole tracked expression, its numbers and operators in order, grouped another way. */
export function regroupedWhole(tracked: Tok[], lhs: ParsedExpr): boolean {
  const bare = (t: Tok[]) => t.filter((x) => x !== "(" && x !== ")").join(" ");
  const l = exprTokens(lhs.text);
  return !!l && l.includes("(") && bare(l) === bare(tracked);
}

/** "(-4)^2" computed for "-4^2": the base of a power taken with the minus sign. */
export function negativeBaseSlip(tracked: Tok[], lhs: ParsedExpr): boolean {
  const l = exprTokens(lhs.text);
  if (!l) return false;
  const m = l.join("").match(/^\(-([\d.]+)\)\^([\d.]+)$/);
  if (!m) return false;
  for (let i = 0; i + 3 < tracked.length; i++) {
    if (tracked[i] === "-" && sameNum(tracked[i + 1], m[1]) && tracked[i + 2] === "^" && sameNum(tracked[i + 3], m[2])) {
      if (i === 0 || tracked[i - 1] === "(" || PREC[tracked[i - 1]] !== undefined) return true;
    }
  }
  return false;
}

/**
 * "75 - 50 ÷ 5 + 4" rewritten as "25 ÷ 5 + 4", "18 ÷ 3 + 6 × 4" as "18 ÷ 9 × 4": the next line is
 * the previous one with one piece worked out that the order of operations does not allow first.
 */
export function outOfOrderRewrite(prev: ParsedExpr, cur: ParsedExpr): boolean {
  const p = exprTokens(prev.text);
  const c = exprTokens(cur.text);
  if (!p || !c || c.length !== p.length - 2) return false;
  for (let i = 0; i + 2 < p.length; i++) {
    const op = p[i + 1];
    if (!isNum(p[i]) || !isNum(p[i + 2]) || PREC[op] === undefined || op === "^") continue;
    if (isNum(p[i - 1]) || p[i - 1] === ")" || isNum(p[i + 3]) || p[i + 3] === "(" || p[i - 1] === "^") continue;
    if (!violates(p, i)) continue;
    const a = Number(p[i]);
    const b = Number(p[i + 2]);
    const r = op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : b !== 0 ? a / b : NaN;
    const rewritten = [...p.slice(0, i), String(r), ...p.slice(i + 3)];
    if (rewritten.every((t, k) => (isNum(t) ? isNum(c[k]) && sameNumber(Number(c[k]), Number(t)) : t === c[k]))) return true;
  }
  return false;
}
