import { type SkillGenerator } from "../generate";
import { Rational } from "../rational";
import { DIVIDE, TIMES } from "../format";

/** A random decimal with exactly `places` decimal digits (last digit non-zero). */
function dec(rng: { int(a: number, b: number): number }, whole: [number, number], places: number): Rational {
  const scale = 10 ** places;
  const w = rng.int(whole[0], whole[1]);
  const frac = rng.int(1, scale - 1);
  const adjusted = frac % 10 === 0 ? frac + 1 : frac;
  return Rational.of(w * scale + adjusted, scale);
}
const s = (q: Rational) => q.toDecimal() as string;
/** Pads with zeros so both operands line up: 3.4 + 2.75 -> 3.40 + 2.75. */
const pad = (q: Rational, places: number) => {
  const [w, f = ""] = s(q).split(".");
  return `${w}.${f.padEnd(places, "0")}`;
};
const placesOf = (q: Rational) => (s(q).split(".")[1] ?? "").length;

export const decimals: SkillGenerator = {
  skill: "decimals",
  prefix: "dec",
  count: 11,
  make(rng, difficulty, index) {
    if (difficulty === 1 || (difficulty === 2 && index % 2 === 0)) {
      const a = dec(rng, [1, 20], rng.int(1, 2));
      const b = dec(rng, [1, 20], placesOf(a) === 1 ? 2 : 1);
      const p = Math.max(placesOf(a), placesOf(b));
      const sum = a.add(b);
      const steps = [`${s(a)} + ${s(b)} = ${pad(a, p)} + ${pad(b, p)}`, `${pad(a, p)} + ${pad(b, p)} = ${s(sum)}`];
      return { title: "Add decimals", statement: `Compute: ${s(a)} + ${s(b)}`, answer: s(sum), referenceSteps: steps, check: { kind: "value", expr: `${s(a)} + ${s(b)}` } };
    }
    if (difficulty === 2) {
      const a = Rational.of(rng.int(5, 30));
      const b = dec(rng, [1, 4], 2);
      const diff = a.sub(b);
      const steps = [`${s(a)} - ${s(b)} = ${pad(a, 2)} - ${s(b)}`, `${pad(a, 2)} - ${s(b)} = ${s(diff)}`];
      return { title: "Subtract a decimal", statement: `Compute: ${s(a)} - ${s(b)}`, answer: s(diff), referenceSteps: steps, check: { kind: "value", expr: `${s(a)} - ${s(b)}` } };
    }
    if (difficulty === 3) {
      const a = dec(rng, [1, 9], 1);
      const b = dec(rng, [0, 0], rng.int(1, 2));
      const pa = placesOf(a);
      const pb = placesOf(b);
      const ia = Number(a.mul(Rational.of(10 ** pa)).toString());
      const ib = Number(b.mul(Rational.of(10 ** pb)).toString());
      const scale = 10 ** (pa + pb);
      const prod = a.mul(b);
      const steps = [
        `${s(a)} ${TIMES} ${s(b)} = ${ia} ${TIMES} ${ib} ${DIVIDE} ${scale}`,
        `${ia} ${TIMES} ${ib} ${DIVIDE} ${scale} = ${ia * ib} ${DIVIDE} ${scale}`,
        `${ia * ib} ${DIVIDE} ${scale} = ${s(prod)}`,
      ];
      return { title: "Multiply decimals", statement: `Compute: ${s(a)} ${TIMES} ${s(b)}`, answer: s(prod), referenceSteps: steps, check: { kind: "value", expr: `${s(a)} * ${s(b)}` } };
    }
    if (difficulty === 4) {
      // divide by a decimal: scale both by the same power of ten first
      const divisor = Rational.of(rng.pick([5, 25, 2, 4, 8, 12, 15]), rng.pick([10, 100]));
      const q = Rational.of(rng.int(3, 40));
      const dividend = q.mul(divisor);
      const scale = Rational.of(10 ** Math.max(placesOf(divisor), placesOf(dividend)));
      const steps = [
        `${s(dividend)} ${DIVIDE} ${s(divisor)} = ${s(dividend.mul(scale))} ${DIVIDE} ${s(divisor.mul(scale))}`,
        `${s(dividend.mul(scale))} ${DIVIDE} ${s(divisor.mul(scale))} = ${s(q)}`,
      ];
      return { title: "Divide by a decimal", statement: `Compute: ${s(dividend)} ${DIVIDE} ${s(divisor)}`, answer: s(q), referenceSteps: steps, check: { kind: "value", expr: `${s(dividend)} / ${s(divisor)}` } };
    }
    // difficulty 5: a shopping problem with several decimal operations
    const items = rng.pick([["notebook", "pen"], ["sandwich", "juice"], ["ticket", "snack"], ["apple", "banana"]] as const);
    const p1 = Rational.of(rng.int(105, 595), 100);
    const p2 = Rational.of(rng.int(4, 39) * 5, 100);
    const n1 = rng.int(2, 5);
    const n2 = rng.int(2, 6);
    const c1 = p1.mul(Rational.of(n1));
    const c2 = p2.mul(Rational.of(n2));
    const paid = Rational.of(index % 2 === 0 ? 20 : 50);
    const total = c1.add(c2);
    const change = paid.sub(total);
    const money = (q: Rational) => pad(q, 2);
    const steps = [
      `${n1} ${TIMES} ${money(p1)} = ${money(c1)}`,
      `${n2} ${TIMES} ${money(p2)} = ${money(c2)}`,
      `${money(c1)} + ${money(c2)} = ${money(total)}`,
      `${s(paid)} - ${money(total)} = ${s(change)}`,
    ];
    const article = /^[aeiou]/.test(items[0]) ? "An" : "A";
    const statement = `${article} ${items[0]} costs $${money(p1)} and ${/^[aeiou]/.test(items[1]) ? "an" : "a"} ${items[1]} costs $${money(p2)}. Sam buys ${n1} ${items[0]}s and ${n2} ${items[1]}s and pays with a $${s(paid)} note. How much change does Sam get, in dollars?`;
    return { title: "Change from a shopping trip", statement, answer: s(change), referenceSteps: steps, check: { kind: "value", expr: `${s(paid)} - (${n1} * ${s(p1)} + ${n2} * ${s(p2)})` }, extraSkills: ["word-problems"] };
  },
};
