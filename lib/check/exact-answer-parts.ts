// Final answers that are more than one number: an equation in several letters ("y = 2x - 7",
// "x^2 + y^2 = 25") and answers of several parts ("center (-4, 1), radius 3", "x = 3, y = 1").
// An equation is compared as an equation; a many-part answer is only called right when the lines
// that state it give every one of its numbers (one matching part is no evidence for the others).
import { analyzeLine } from "../math/claims";
import { constantRatio } from "../math/equivalence";
import { parseExpr } from "../math/parse";
import { isZero } from "../math/rational";
import { makeEquation, type Equation } from "../math/solution-set";
import { normalizeText, unlabelled } from "../math/normalize";
import { sameNumber } from "../math/vocabulary/tolerance";

/** The answer as one equation whose sides have letters in all, not a value for one letter ("y = 2x - 7"; not "x = 3"); else null. */
export function equationAnswer(answer: string): Equation | null {
  // ("f(x + 3) = 8f(x)", "f^{-1}(x) = ...": function notation, no equation in its letters)
  if (/[A-Za-z](?:\^\{?-1\}?)?\(/.test(answer)) return null;
  const chains = analyzeLine(answer, { variables: "any" }).chains.filter((c) => c.parts.length > 1);
  if (chains.length !== 1 || chains[0].parts.length !== 2 || chains[0].rels[0] !== "=") return null;
  const [l, r] = chains[0].parts.map((p) => p.expr);
  const eq = makeEquation(l, r);
  const valueOfOneLetter = !l.hasOp && l.vars.length === 1 && r.vars.length === 0;
  return eq.vars.length >= 2 && !valueOfOneLetter ? eq : null;
}

/** The last equation a line states in exactly the letters of `like`, or null. */
export function equationIn(line: string, like: Equation): Equation | null {
  const letters = like.vars.join(",");
  const found = analyzeLine(line, { variables: "any" })
    .chains.filter((c) => c.parts.length >= 2)
    .map((c) => makeEquation(c.parts[0].expr, c.parts[c.parts.length - 1].expr))
    .filter((e) => e.vars.join(",") === letters);
  return found.at(-1) ?? null;
}

/** Two equations with the same solutions in their letters: lhs − rhs of one a nonzero constant times the other's. */
export function sameEquation(a: Equation, b: Equation): boolean | null {
  const diff = (e: Equation) => parseExpr(`(${e.lhs.text}) - (${e.rhs.text})`);
  const [da, db] = [diff(a), diff(b)];
  if (!da || !db) return null;
  const r = constantRatio(da, db);
  return r !== null && !isZero(r);
}

/**
 * The numbers a text gives, with their signs: a minus is a sign after the start, a bracket, a
 * comma, a relation or a colon ("(2, -3)", "x = -1"), and an operation elsewhere ("x - 1").
 */
function signedNumbers(text: string): number[] {
  const t = normalizeText(text);
  return [...t.matchAll(/(?:(?<=^|[(,=:;]\s*|\b(?:or|and|is)\s+)-\s*)?\d+(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/\s+/g, "")));
}

/** The parts of an answer that give numbers ("center (-4, 1), radius 3" → "center (-4", "1)", "radius 3"; "3/4" is one). */
function answerParts(answer: string): number[][] {
  return normalizeText(answer)
    .split(/,\s|;|\band\b|\bor\b/)
    .map(signedNumbers)
    .filter((ns) => ns.length > 0);
}

/** An answer of several parts: do the lines that state it give every number of every part? (true for a one-part answer) */
export function statesEveryPart(answer: string, lines: readonly string[]): boolean {
  const parts = answerParts(answer);
  if (parts.length < 2) return true;
  const stated = lines.flatMap(signedNumbers);
  return parts.every((ns) => ns.every((n) => stated.some((m) => sameNumber(m, n))));
}

/**
 * "4\sqrt{2} m", "12 cm^2" for a problem measured in metres or centimetres: the unit the problem
 * writes after its own numbers is no letter of the answer. The answer without it, else as given.
 */
export function withoutUnit(answer: string, problem: string): string {
  // (apart from the number, as units are written: "2x" and "3ab" are products of letters)
  const m = /^(.*?[\d)}])\s+([A-Za-z]{1,3})(?:\^?\{?\d\}?|\$\^\{?\d\}?\$)?\s*$/.exec(answer.trim());
  if (!m) return answer;
  return new RegExp(String.raw`\d\$?\s+${m[2]}(?![A-Za-z])`).test(problem) ? m[1] : answer;
}

/** "The deposit was $1300. Check: 1300 × 1.04 = 1352.": the answer before a check the line goes on to make. */
export function withoutCheckClause(line: string): string {
  // (a line that is only a check, "4. Check: ...", stays one: the answer comes before it)
  if (/^\s*(?:check|verify|verification)\b/i.test(unlabelled(line))) return line;
  return line.replace(/(?<=\S.*?)[.;,]?\s*\b(?:check|verify|verification)\b\s*:.*$/i, "");
}
