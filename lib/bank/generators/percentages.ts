import { type SkillGenerator } from "../generate";
import { Rational } from "../rational";
import { DIVIDE, TIMES } from "../format";

const s = (q: Rational) => q.toDecimal() as string;
const pct = (p: number) => Rational.of(p, 100);

export const percentages: SkillGenerator = {
  skill: "percentages",
  prefix: "pct",
  count: 11,
  make(rng, difficulty, index) {
    if (difficulty <= 2) {
      const p = difficulty === 1 ? rng.pick([10, 20, 25, 50]) : rng.pick([15, 35, 12, 45, 8, 75]);
      const whole = difficulty === 1 ? rng.int(2, 30) * 10 : rng.int(4, 40) * 20;
      const part = pct(p).mul(Rational.of(whole));
      // a chain about the quantity asked for, as in the other "compute" skills
      const steps = [`${p}% of ${whole} = ${s(pct(p))} ${TIMES} ${whole}`, `${s(pct(p))} ${TIMES} ${whole} = ${s(part)}`];
      return { title: "Percent of a number", statement: `Find ${p}% of ${whole}.`, answer: s(part), referenceSteps: steps, check: { kind: "value", expr: `${p} / 100 * ${whole}` } };
    }
    if (difficulty === 3) {
      const p = rng.pick([10, 15, 20, 25, 30, 40]);
      const price = rng.int(4, 30) * 20;
      const cut = pct(p).mul(Rational.of(price));
      const sale = index % 2 === 0;
      const item = rng.pick(["jacket", "bike", "lamp", "backpack", "guitar"]);
      const after = sale ? Rational.of(price).sub(cut) : Rational.of(price).add(cut);
      const steps = [`${p}% of ${price} = ${s(pct(p))} ${TIMES} ${price}`, `${s(pct(p))} ${TIMES} ${price} = ${s(cut)}`, `${price} ${sale ? "-" : "+"} ${s(cut)} = ${s(after)}`];
      const statement = sale
        ? `A ${item} costs $${price} and is on sale for ${p}% off. What is the sale price, in dollars?`
        : `A ${item} costs $${price}. The price goes up by ${p}%. What is the new price, in dollars?`;
      return { title: sale ? "Sale price after a discount" : "Price after an increase", statement, answer: s(after), referenceSteps: steps, check: { kind: "value", expr: `${price} ${sale ? "-" : "+"} ${p} / 100 * ${price}` }, extraSkills: ["word-problems"] };
    }
    if (difficulty === 4) {
      const p = rng.pick([4, 5, 8, 12, 15, 20, 25, 30, 40]);
      const start = rng.int(2, 40) * 50;
      const up = index % 2 === 1;
      const change = pct(p).mul(Rational.of(start));
      const end = up ? Rational.of(start).add(change) : Rational.of(start).sub(change);
      const ratio = change.div(Rational.of(start));
      const what = up ? "grew" : "fell";
      const steps = [
        up ? `${s(end)} - ${start} = ${s(change)}` : `${start} - ${s(end)} = ${s(change)}`,
        `${s(change)} ${DIVIDE} ${start} = ${s(ratio)}`,
        `${s(ratio)} = ${p}%`,
      ];
      const statement = `A town's population ${what} from ${start} to ${s(end)}. By what percent did it ${up ? "grow" : "fall"}?`;
      return { title: up ? "Percent increase" : "Percent decrease", statement, answer: `${p}%`, referenceSteps: steps, check: { kind: "value", expr: `(${s(end)} - ${start}) / ${start} * 100 * ${up ? 1 : -1}` }, extraSkills: ["word-problems"] };
    }
    if (index % 2 === 1) {
      // find the whole from a part
      const p = rng.pick([20, 25, 40, 60, 75, 15]);
      const whole = rng.int(3, 30) * 20;
      const part = pct(p).mul(Rational.of(whole));
      const steps = [`${s(pct(p))}n = ${s(part)}`, `n = ${s(part)} ${DIVIDE} ${s(pct(p))}`, `n = ${whole}`];
      // the problem names its unknown, so the answer is an equation's solution: "n = 140"
      return { title: "Find the whole", statement: `${p}% of a number n is ${s(part)}. What is n?`, answer: `n = ${whole}`, referenceSteps: steps, check: { kind: "equation", lhs: `${s(pct(p))}n`, rhs: s(part), variable: "n" } };
    }
    // a rise then a fall by the same percent does not return to the start
    const p = rng.pick([10, 20, 25, 50]);
    const start = rng.int(2, 20) * 40;
    const up = pct(p).mul(Rational.of(start));
    const mid = Rational.of(start).add(up);
    const down = pct(p).mul(mid);
    const end = mid.sub(down);
    const steps = [
      `${s(pct(p))} ${TIMES} ${start} = ${s(up)}`,
      `${start} + ${s(up)} = ${s(mid)}`,
      `${s(pct(p))} ${TIMES} ${s(mid)} = ${s(down)}`,
      `${s(mid)} - ${s(down)} = ${s(end)}`,
    ];
    const statement = `A game costs $${start}. Its price rises by ${p}%, then the new price falls by ${p}%. What is the final price, in dollars?`;
    return { title: "Up and down by the same percent", statement, answer: s(end), referenceSteps: steps, check: { kind: "value", expr: `${start} * (1 + ${p} / 100) * (1 - ${p} / 100)` }, extraSkills: ["word-problems"] };
  },
};
