import { describe, expect, it } from "vitest";
import { analyzeLine, type Chain, declaredLetters, listedNumbers, mathModeLetters, namedSum } from "./claims";
import { evaluate } from "./evaluate";
import { valToString } from "./rational";

function chains(line: string, variables: "any" | "common" = "any"): string[][] {
  return analyzeLine(line, { variables }).chains.map((c: Chain) => c.parts.map((p) => p.expr.text));
}

function values(line: string, variables: "any" | "common" = "common"): string[][] {
  return analyzeLine(line, { variables }).chains.map((c) => c.parts.map((p) => {
    const v = evaluate(p.expr.node);
    return v === null ? "?" : valToString(v);
  }));
}

describe("claim extraction", () => {
  it("finds arithmetic inside prose and drops units", () => {
    expect(values("She has 16 - 3 = 13 eggs left.")).toEqual([["13", "13"]]);
    expect(values("25% of 80 = 0.25 × 80 = 20 dollars")).toEqual([["20", "20", "20"]]);
    expect(values("So, the answer is $18.")).toEqual([["18"]]);
    expect(values("3 * 4 = 12 apples")).toEqual([["12", "12"]]);
    expect(values("$24 / 2 = $12")).toEqual([["12", "12"]]);
    expect(values("12 apples + 3 apples = 15 apples")).toEqual([["15", "15"]]);
  });

  it("reads implicit claims", () => {
    expect(values("20% of 50 is 10")).toEqual([["10", "10"]]);
    expect(values("half of 30 is 15")).toEqual([["15", "15"]]);
    expect(values("twice 8 is 16")).toEqual([["16", "16"]]);
    expect(values("a dozen eggs")).toEqual([["12"]]);
    expect(values("a dozen = 12")).toEqual([["12", "12"]]);
    expect(values("5 times 4 equals 20")).toEqual([["20", "20"]]);
  });

  it("marks 'is' relations and approximations", () => {
    const a = analyzeLine("half of 30 is 15", { variables: "common" }).chains[0];
    expect(a.prose).toEqual([true]);
    const b = analyzeLine("10/3 ≈ 3.33", { variables: "any" }).chains[0];
    expect(b.rels).toEqual(["≈"]);
    const c = analyzeLine("10/3 is about 3.3", { variables: "any" }).chains[0];
    expect(c.rels).toEqual(["≈"]);
  });

  it("handles chains, continuation lines and solution sets", () => {
    expect(chains("x = 20/4 = 5")).toEqual([["x", "(20/4)", "5"]]);
    const cont = analyzeLine("= 3x + 10").chains[0];
    expect(cont.continuation).toBe(true);
    expect(cont.parts.map((p) => p.expr.text)).toEqual(["3x + 10"]);
    const set = analyzeLine("x = 2 or x = 3").chains;
    expect(set.map((c) => c.parts.map((p) => p.expr.text))).toEqual([["x", "2"], ["x", "3"]]);
    expect(set[1].joiner).toBe("or");
    expect(chains("x ∈ {2, 3}")).toEqual([["x", "2"], ["x", "3"]]);
    expect(chains("x - 2 = 5, so x = 7")).toEqual([["x - 2", "5"], ["x", "7"]]);
  });

  it("ignores labels and prose variables", () => {
    expect(chains("Step 1: 3 + 4 = 7")).toEqual([["3 + 4", "7"]]);
    expect(chains("Let x be the number of apples.")).toEqual([]);
    expect(chains("Solve for x: 2x + 3 = 11.")).toEqual([["2x + 3", "11"]]);
    expect(chains("I have 3 apples", "common").length).toBe(1);
  });

  it("does not read '5 boxes is 60 pencils' as a computation", () => {
    const c = analyzeLine("5 boxes is 60 pencils", { variables: "common" }).chains;
    expect(c.every((ch) => ch.parts.length === 1)).toBe(true);
  });

  it("hands out the line's tokens, for readers that need numbers outside the statements", () => {
    const a = analyzeLine("She spends 25% of her day and 3 + 4 = 7 hours", { variables: "common" });
    expect(a.tokens.filter((t) => t.kind === "num").map((t) => t.text)).toEqual(["25", "100", "3", "4", "7"]);
  });

  it("never throws on junk", () => {
    for (const s of ["", "(((", "= = =", "\\frac{", "x^^2", "1/0 = 5", "\u0000", "{{}}", "$$$"]) {
      expect(() => analyzeLine(s)).not.toThrow();
    }
  });
});

describe("rates written with a slash", () => {
  it("keeps the result of a line whose unit is a one-letter rate (m/day, km/h)", () => {
    expect(values("tree 4: 2 + 1 = 3 m/day")).toEqual([["4"], ["3", "3"]]);
    expect(values("so 1 ÷ 2 = 0.5 m/day")).toEqual([["1/2", "1/2"]]);
    expect(values("60 km/h x 2 = 120 km")).toEqual([["120", "120"]]);
  });
  it("still reads x/y and x per day as algebra", () => {
    expect(chains("x/y = 2")).toEqual([["x/y", "2"]]);
  });
  it("reads 'an hour', 'a day' after a number or its unit as a rate (sets 27-30 dev halves)", () => {
    expect(values("24 oz ÷ 4 oz an hour = 6 hours")).toEqual([["6", "6"]]);
    expect(values("$20 an hour x 8 hours = $160")).toEqual([["160", "160"]]);
    expect(values("5 min a day × 5 days = 25 min a week")).toEqual([["25", "25"]]);
  });
});

describe("letters a word-problem solution uses as unknowns (stop 23)", () => {
  it("declares a letter a line solves for or defines, so '7.5g' and '4 x h' are products", () => {
    const steps = ["200 + 150 + 7.5g = 500", "350 + 7.5g = 500", "g = 150 ÷ 7.5 = 20"];
    expect(declaredLetters(steps)).toContain("g");
    expect(declaredLetters(["p = 4", "c = p + 0.75p = 1.75(4) = 7"])).toBe("pc");
    const times = analyzeLine("12 + 4 x h = 24", { variables: "common", letters: "h" });
    expect(times.chains[0].parts.map((p) => p.expr.text)).toEqual(["12 + 4 * h", "24"]);
    // without a line for it, a glued letter in a word problem stays a unit
    expect(declaredLetters(["the bag weighs 7.5g + 2.5g = 10g"])).toBe("");
  });
  it("declares a letter set in LaTeX brackets ('Let \\( e \\) be ...'), so '\\frac{3}{4}e = 9' is no claim that 3/4 is 9", () => {
    const steps = ["Let \\( e \\) be the number of days it took Ethan.", "so \\[ \\frac{3}{4}e = 9 \\]", "\\[ e = 9 \\times \\frac{4}{3} = 12 \\]"];
    expect(declaredLetters(steps)).toContain("e");
    expect(declaredLetters(["Let \\(n\\) be the number of cats."])).toBe("n");
  });
  it("declares a letter solved for after the move or word that labels the line ('÷4: n = 14', 'ans: n = 14', blind52 dev)", () => {
    expect(declaredLetters(["0.4n = 56", "×10 to get rid of the decimal: 4n = 56", "÷4: n = 14", "ans: n = 14"])).toBe("n");
    // a label never reaches past an "=": "so 5 = 5: ok" declares nothing
    expect(declaredLetters(["total = 5 + 3: 8 = 8"])).toBe("");
  });
  it("reads a sum of different things as what is bought when the other side works out its value", () => {
    const [chain] = analyzeLine("2 chips + 2 pretzels = 2 x (7 + 4)", { variables: "common" }).chains;
    expect(namedSum(chain.parts[0], chain.parts[1])).toBe(true);
    const [count] = analyzeLine("15 red marbles + 6 green marbles = 21 marbles", { variables: "common" }).chains;
    expect(namedSum(count.parts[0], count.parts[1])).toBe(false);
  });
  it("ends an expression at a letter before a connective ('x + y and 11 = ...'), so both equations of a line are read", () => {
    expect(chains("$5 = x + y$ and $11 = 3x + y$.")).toEqual([["5", "x + y"], ["11", "3x + y"]]);
    expect(chains("2 = n - 1, so n = 3", "common")).toEqual([["2", "n - 1"], ["n", "3"]]);
    // a letter before any other word is still no variable there ("5 + n apples" stays as it was)
    expect(chains("4 = 2 + t then t = 2")).toEqual([["4", "2 + t"], ["t", "2"]]);
  });
  it("takes the letters a problem sets in math mode as its variables, whatever the letter", () => {
    expect([...mathModeLetters("Find $m$ and $c$ if the line $y = mx + c$ passes through $(1, 5)$.")].sort().join("")).toBe("cmxy");
    expect(mathModeLetters("Let \\(r\\) be the radius.")).toBe("r");
    // prices are no math mode, a unit after a number is no product, command names and \text{} never count
    expect(mathModeLetters("Adult tickets cost $12 and child tickets cost $8.")).toBe("");
    expect(mathModeLetters("A rod of $5 cm$ and one of $\\text{3 km}$; $\\frac{1}{2}$")).toBe("");
    expect(mathModeLetters("Tickets cost \\$12 each.")).toBe("");
  });
  it("declares the letters a solution sets in math mode ('Let $a$ be … and $c$ the …'), and reads 'mx' beside an operator as a product of them", () => {
    expect([...declaredLetters(["Let $a$ be the adult tickets and $c$ the child tickets.", "$a + c = 150$"])].sort().join("")).toBe("ac");
    const line = analyzeLine("y = mx + c", { variables: "common", letters: "mxyc" });
    expect(line.chains[0].parts.map((p) => p.expr.text)).toEqual(["y", "m*x + c"]);
    // a run that is a word ("by 2", "as x") is left alone even when its letters are variables
    expect(analyzeLine("divide both sides by 2", { variables: "any", letters: "by" }).chains.map((c) => c.parts.map((p) => p.expr.text))).toEqual([["2"]]);
  });
  it("reads the bare numbers a line ends with as a list, but not a range or a list with an ellipsis", () => {
    const list = (line: string) => listedNumbers(analyzeLine(line, { variables: "common" }))?.map((e) => e.text) ?? null;
    expect(list("The integers are 2, 3, 4, 5, 6.")).toEqual(["2", "3", "4", "5", "6"]);
    expect(list("The integers are -2, -1, 0 and 1.")).toEqual(["-2", "-1", "0", "1"]);
    expect(list("The integers are $3, 4, \\ldots, 8, 9$.")).toBeNull();
    expect(list("The integers are 3, 4, ..., 9")).toBeNull();
    expect(list("The integers are 2 to 8, 9")).toBeNull();
    expect(list("The answer is 18.")).toBeNull();
  });
});

describe("a relation in brackets is a statement of its own (stop 41)", () => {
  const claimsOf = (line: string) => analyzeLine(line, { variables: "common" }).chains.filter((c) => c.rels.length > 0).map((c) => c.parts.map((p) => p.expr.text.replace(/\s+/g, "")));
  it("reads '(60 / 2 = 30)' and '(100% - 40% = 60%)' after the prose they explain", () => {
    expect(claimsOf("each team gets 30 players (60 / 2 = 30).")).toEqual([["(60/2)", "30"]]);
    expect(claimsOf("so 60% stay at home (100% - 40% = 60%)")).toHaveLength(1);
  });
  it("leaves a bracket without a relation a group", () => {
    expect(claimsOf("2(x + 3) = 10")).toEqual([["2(x+3)", "10"]]);
  });
});
