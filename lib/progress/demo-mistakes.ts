// Realistic wrong solutions for the demo class, made from a bank problem's reference steps.
// The demo seed then runs them through the real checking engine: what the engine says is
// what gets stored, so nothing here decides the feedback.

export type MistakeKind = "sign" | "fraction" | "arithmetic" | "order-of-operations";

export interface Worked {
  statement: string;
  referenceSteps: readonly string[];
}

const NUM = /-?\d+(?:\.\d+)?/g;

/** The student's steps up to and including the faulty one: they carry on from a wrong value and stop. */
export function makeMistake(p: Worked, kind: MistakeKind, pick: number): string[] | null {
  const steps = [...p.referenceSteps];
  switch (kind) {
    case "sign":
      return signSlip(steps, pick);
    case "fraction":
      return fractionSlip(p.statement) ?? arithmeticSlip(steps, pick);
    case "order-of-operations":
      return orderSlip(p.statement) ?? arithmeticSlip(steps, pick);
    case "arithmetic":
      return arithmeticSlip(steps, pick);
  }
}

/** Moves a term across "=" without changing its sign ("2y = 19 - 3" -> "2y = 19 + 3"), or drops a minus. */
function signSlip(steps: string[], pick: number): string[] | null {
  for (let i = 1; i < steps.length; i++) {
    const s = steps[i]!;
    const eq = s.lastIndexOf("=");
    const rhs = s.slice(eq + 1);
    const m = /(\d\s*)([+-])(\s*\d)/.exec(rhs);
    if (eq >= 0 && m) {
      const flipped = rhs.slice(0, m.index) + m[1] + (m[2] === "+" ? "-" : "+") + m[3] + rhs.slice(m.index + m[0].length);
      return [...steps.slice(0, i), s.slice(0, eq + 1) + flipped];
    }
  }
  // No operator to flip: the answer's sign goes missing instead.
  const last = steps.length - 1;
  const nums = [...steps[last]!.matchAll(NUM)];
  const n = nums[nums.length - 1];
  if (!n || n[0] === "0") return arithmeticSlip(steps, pick);
  const neg = n[0].startsWith("-") ? n[0].slice(1) : `-${n[0]}`;
  return [...steps.slice(0, last), steps[last]!.slice(0, n.index) + neg + steps[last]!.slice(n.index! + n[0].length)];
}

/** Adds numerators and denominators, or divides without taking the reciprocal. */
function fractionSlip(statement: string): string[] | null {
  const add = /(\d+)\/(\d+)\s*([+-])\s*(\d+)\/(\d+)/.exec(statement);
  if (add) {
    const [, a, b, op, c, d] = add;
    const f = (x: string, y: string) => (op === "+" ? Number(x) + Number(y) : Number(x) - Number(y));
    return [`${add[0]} = ${f(a!, c!)}/${f(b!, d!)}`];
  }
  const div = /\((\d+)\/(\d+)\)\s*÷\s*\((\d+)\/(\d+)\)/.exec(statement);
  if (div) {
    const [, a, b, c, d] = div;
    return [`${div[0]} = (${a} × ${c})/(${b} × ${d})`, `(${a} × ${c})/(${b} × ${d}) = ${Number(a) * Number(c)}/${Number(b) * Number(d)}`];
  }
  return null;
}

/** Adds before multiplying: "14 + 8 × 5 = 22 × 5". */
function orderSlip(statement: string): string[] | null {
  const m = /(\d+)\s*([+-])\s*(\d+)\s*×\s*(\d+)/.exec(statement);
  if (!m) return null;
  const [, a, op, b, c] = m;
  const first = op === "+" ? Number(a) + Number(b) : Number(a) - Number(b);
  const expr = statement.replace(/^[^:]*:\s*/, "").trim();
  return [`${expr} = ${first} × ${c}`, `${first} × ${c} = ${first * Number(c)}`];
}

/** A slip in one computed number: the last number of a step is off by a little. */
function arithmeticSlip(steps: string[], pick: number): string[] | null {
  const candidates = steps.map((s, i) => ({ s, i })).filter(({ s }) => [...s.matchAll(NUM)].some((n) => Number(n[0]) !== 0));
  if (!candidates.length) return null;
  const { s, i } = candidates[pick % candidates.length]!;
  const nums = [...s.matchAll(NUM)].filter((n) => Number(n[0]) !== 0);
  const n = nums[nums.length - 1]!;
  const delta = [1, -1, 2, 10][pick % 4]!;
  const wrong = n[0].includes(".") ? (Number(n[0]) + delta / 10).toFixed(n[0].split(".")[1]!.length) : String(Number(n[0]) + delta);
  return [...steps.slice(0, i), s.slice(0, n.index) + wrong + s.slice(n.index! + n[0].length)];
}
