// Logarithms in a line ("$\log_3 \frac{1}{9} = -2$", "log 50 + log 2 = log 100 = 2", "\ln e^2 = 2"):
// the exact checks read no logarithm (normalize.ts drops the command), so a line with one is read
// here, in floating point, as a chain of numeric sides. `\log` without a base is the common
// logarithm (base 10), as in school; `\ln` is base e.
import { parse } from "mathjs";
import { fromNumber } from "./rational";
import { compareClaim, roundingIn } from "./rounding";
import { sameNumber } from "./vocabulary/tolerance";

export interface LogLink {
  left: number;
  right: number;
  /** One side is a plain number ("= 3", "≈ 1.716"): it states the other side's value, with its decimal places. */
  stated: { value: number; worked: number; places: number } | null;
  /** Joined by "≈". */
  approx: boolean;
  /** Both sides hold a logarithm: the link rewrites one (a law of logarithms), it works out no value. */
  rewrite: boolean;
  /** "≈" between two worked sides: the relative error the rounded decimals in them allow ("0.6931/0.06766"). */
  roundedBy?: number;
}


export type LinkOutcome = "holds" | "unsure" | "false";

/**
 * The link under the project's policies: the same number (lib/math/vocabulary/tolerance.ts), or
 * a stated value rounded or truncated to its places (lib/math/rounding.ts; a logarithm is rarely
 * a finite decimal, so any decimal written for one is a rounding).
 */
export function linkOutcome(l: Pick<LogLink, "left" | "right" | "stated" | "approx" | "roundedBy">): LinkOutcome {
  if (sameNumber(l.left, l.right)) return "holds";
  if (l.roundedBy && Math.abs(l.left - l.right) <= l.roundedBy * Math.max(Math.abs(l.left), Math.abs(l.right))) return "holds";
  if (!l.stated) return "false";
  const o = compareClaim(fromNumber(l.stated.worked), fromNumber(l.stated.value), l.stated.places, l.approx || l.stated.places > 0);
  return o === "equal" || o === "rounded" ? "holds" : o === "unsure" ? "unsure" : "false";
}

const NUM = String.raw`\d+(?:\.\d+)?`;
// an argument: a bracketed group, a number with an optional power, or e with an optional power,
// or a letter ("\log_2 x": no number, but its line's equations are read, lib/math/float-equations.ts)
const ARG = String.raw`\((?:[^()]|\([^()]*\))*\)|\{[^{}]*\}|${NUM}(?:\^\{?${NUM}\}?)?|e(?:\^\{?${NUM}\}?)?|sqrt\([^()]*\)|[a-z](?:\^\{?${NUM}\}?)?(?![A-Za-z])`;
const BASE = String.raw`_\s*(?:\{\s*(${NUM}|e)\s*\}|(${NUM}|e))`;
const LOG = new RegExp(String.raw`(?:\\?\blog|\\log)\s*(?:${BASE})?\s*(${ARG})|(?:\\?\bln|\\ln)\s*(${ARG})`, "g");
const HAS_LOG = /\\?(?:\blog|\bln)(?![A-Za-z])|\\(?:log|ln)(?![A-Za-z])/;

/** Does the text write a logarithm ("\log_2 x", "ln 5")? */
export function hasLogarithm(text: string): boolean {
  return HAS_LOG.test(text);
}
const SIDE = /^[\d.+\-*/^() ,LE]+$/;
const MAX_LINKS = 12;

export function surface(text: string): string {
  let s = text.replace(/\\[()[\]]|\$/g, " ").replace(/\\left|\\right|\\[,;!]/g, "").replace(/\\(?:cdot|times)/g, "*").replace(/×|·/g, "*").replace(/\\approx/g, "≈").replace(/−/g, "-");
  // \frac{a}{b}, innermost first
  for (let i = 0; i < 4 && /\\frac/.test(s); i++) s = s.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, "(($1)/($2))");
  return s;
}

function argument(raw: string): string {
  const inner = raw.startsWith("{") ? raw.slice(1, -1) : raw;
  return inner.replace(/\{/g, "(").replace(/\}/g, ")").replace(/(?<![A-Za-z])e(?![A-Za-z])/g, "E");
}

/** The line with every logarithm as L(base, argument); null when a logarithm could not be read. */
export function withLogCalls(text: string): string | null {
  const s = surface(text).replace(LOG, (_m, b1?: string, b2?: string, arg?: string, lnArg?: string) => {
    const base = lnArg !== undefined ? "E" : (b1 ?? b2 ?? "10").replace(/^e$/, "E");
    const inner = argument(lnArg ?? arg ?? "");
    // ("\log e^2 = 2": a writer of log for ln; base 10 would call it false) left unread
    if (lnArg === undefined && !b1 && !b2 && inner.includes("E")) return " \\log ";
    return ` L(${base}, ${inner}) `;
  });
  return HAS_LOG.test(s) ? null : s;
}

// (mathjs directly, not lib/math/parse.ts: the one math front end admits no logarithm on purpose,
// since its evaluation is exact; a side here is only digits, operators, L and E)
function value(side: string): number | null {
  return SIDE.test(side) && /\d|E/.test(side) ? floatValue(side, { L: (b: number, x: number) => Math.log(x) / Math.log(b), E: Math.E }) : null;
}

/** A side of digits, operators and the reader's own names, worked out in floating point with `scope`; null when it does not evaluate to a finite number. */
export function floatValue(side: string, scope: Record<string, unknown>): number | null {
  try {
    const v: unknown = parse(side).compile().evaluate(scope);
    return typeof v === "number" && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/** The value a line with a logarithm ends on (lastCalledValue); null when it cannot be read. */
export function logLastValue(text: string): number | null {
  const s = HAS_LOG.test(text) ? withLogCalls(text) : null;
  return s === null ? null : lastCalledValue(s, ["L("], value);
}

/** Adjacent numeric sides of the line's chains with a logarithm in them, evaluated; [] when none can be read. */
export function logLinks(text: string): LogLink[] {
  if (!HAS_LOG.test(text)) return [];
  const s = withLogCalls(text);
  return s === null ? [] : calledLinks(s, ["L("], value);
}

/**
 * The links of a line whose functions were written as calls (`markers`, "L(" for logarithms):
 * the math between two stretches of prose, split at its relations, each pair of adjacent sides
 * with a call in one of them (with `everyLink`, every pair) evaluated by `evaluate`.
 */
/** The stretches of math of a line whose functions were written as calls: split at prose and clause marks. */
function mathRuns(s: string, markers: readonly string[]): string[] {
  const call = markers.map((m) => m.replace(/[()]/g, "\\$&")).join("|");
  // (a letter of the math, "2c^2 - c - 1 = 0", makes its side no number rather than ending the run
  // there: "- 1 = 0" is no link of the line; a unit after a number, "6 m", still ends it)
  s = s.replace(/(?<![A-Za-z])[a-df-z](?![A-Za-z(])(?=\s*[=≈^*/+\-)])|(?<=[\d)]|[=≈^*/+\-(]\s*)[a-df-z](?![A-Za-z(])/g, "#");
  return s.split(new RegExp(String.raw`(?<![A-Za-z])(?!${call}|E(?![A-Za-z])|PI(?![A-Za-z])|sqrt\()[A-Za-z]+|[:;?!]|\.(?!\d)`));
}

/**
 * The value the line's math ends on ("c^2 = 5^2 + 8^2 - 2(5)(8)\cos 60^\circ" → 49), for a next
 * line that continues it with "= …"; null when the line ends on prose or a side that cannot be read.
 */
export function lastCalledValue(s: string, markers: readonly string[], evaluate: (side: string) => number | null): number | null {
  const runs = mathRuns(s, markers).map((r) => r.replace(/^[\s,]+|[\s,]+$/g, ""));
  while (runs.length && !runs[runs.length - 1]) runs.pop();
  const last = runs[runs.length - 1];
  if (!last || !/=/.test(last)) return null;
  return evaluate(last.split(/=|≈/).pop()!.trim());
}

/** A side written as a plain number ("3", "1.716") states the other side's value `worked` to its decimal places; null for any other side. */
export function statedValue(text: string, value: number, worked: number): LogLink["stated"] {
  const t = text.trim();
  if (!/^-?\d+(?:\.\d+)?$/.test(t)) return null;
  return { value, worked, places: /\.(\d+)$/.exec(t)?.[1].length ?? 0 };
}

export function calledLinks(s: string, markers: readonly string[], evaluate: (side: string) => number | null, everyLink = false): LogLink[] {
  const out: LogLink[] = [];
  const called = (t: string) => markers.some((m) => t.includes(m));
  for (const run of mathRuns(s, markers)) {
    const parts = run.split(/(=|≈)/);
    if (parts.length < 3) continue;
    for (let j = 0; j + 2 < parts.length && out.length < MAX_LINKS; j += 2) {
      // (a comma after a side ends the clause: "sin 30° = 1/2, the opposite side is …")
      const a = parts[j].replace(/^[\s,]+|[\s,]+$/g, "");
      const b = parts[j + 2].replace(/^[\s,]+|[\s,]+$/g, "");
      if (!everyLink && !called(a) && !called(b)) continue;
      const left = evaluate(a);
      const right = evaluate(b);
      if (left === null || right === null) continue;
      const stated = statedValue(b, right, left) ?? statedValue(a, left, right);
      const approx = parts[j + 1] === "≈";
      out.push({ left, right, stated, approx, rewrite: called(a) && called(b), ...(approx && !stated ? { roundedBy: roundingIn(`${a} ${b}`) } : {}) });
    }
  }
  return out;
}
