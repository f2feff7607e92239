// Exact rational arithmetic for answers: floats would turn 0.1 + 0.2 into 0.30000000000000004.
// BigInt keeps products of textbook numbers exact without overflow worries.
export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    if (den === 0n) throw new RangeError("division by zero");
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num < 0n ? -num : num, den);
    this.num = num / g;
    this.den = den / g;
  }

  static of(num: number | bigint, den: number | bigint = 1): Rational {
    return new Rational(BigInt(num), BigInt(den));
  }

  /** Parses "12", "-3", "0.25", "7/12" exactly. */
  static parse(text: string): Rational {
    const t = text.trim();
    const frac = /^(-?\d+)\s*\/\s*(\d+)$/.exec(t);
    if (frac) return Rational.of(BigInt(frac[1]), BigInt(frac[2]));
    const dec = /^(-?)(\d*)(?:\.(\d+))?$/.exec(t);
    if (!dec || (dec[2] === "" && !dec[3])) throw new SyntaxError(`not a number: ${text}`);
    const digits = (dec[2] || "0") + (dec[3] ?? "");
    const scale = 10n ** BigInt((dec[3] ?? "").length);
    return Rational.of((dec[1] ? -1n : 1n) * BigInt(digits), scale);
  }

  add(o: Rational): Rational {
    return new Rational(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  sub(o: Rational): Rational {
    return new Rational(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  mul(o: Rational): Rational {
    return new Rational(this.num * o.num, this.den * o.den);
  }
  div(o: Rational): Rational {
    return new Rational(this.num * o.den, this.den * o.num);
  }
  neg(): Rational {
    return new Rational(-this.num, this.den);
  }
  pow(exp: number): Rational {
    if (!Number.isInteger(exp) || exp < 0) throw new RangeError("only whole exponents");
    let out = Rational.of(1);
    for (let i = 0; i < exp; i++) out = out.mul(this);
    return out;
  }
  equals(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }
  isInteger(): boolean {
    return this.den === 1n;
  }
  sign(): number {
    return this.num === 0n ? 0 : this.num < 0n ? -1 : 1;
  }
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }

  /** "7/12", "-3", "5". */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  /** Exact decimal string when the denominator has only factors 2 and 5, else null. */
  toDecimal(): string | null {
    let d = this.den;
    let twos = 0;
    let fives = 0;
    while (d % 2n === 0n) (d /= 2n), twos++;
    while (d % 5n === 0n) (d /= 5n), fives++;
    if (d !== 1n) return null;
    const places = Math.max(twos, fives);
    const scaled = (this.num * 10n ** BigInt(places)) / this.den;
    const neg = scaled < 0n;
    const digits = (neg ? -scaled : scaled).toString().padStart(places + 1, "0");
    const whole = digits.slice(0, digits.length - places);
    const frac = places ? digits.slice(digits.length - places).replace(/0+$/, "") : "";
    return `${neg ? "-" : ""}${whole}${frac ? "." + frac : ""}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}
