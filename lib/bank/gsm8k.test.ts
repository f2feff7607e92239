import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeLine } from "./claims";
import { examineItem, stripAnnotations, titleFor } from "./gsm8k";
import { num } from "./test-helpers";
import type { BankProblem } from "./types";

const bank = JSON.parse(fs.readFileSync(path.join(process.cwd(), "db/seed/problems.json"), "utf8")) as BankProblem[];
const gsm = bank.filter((p) => p.source === "gsm8k");
const trainPath = process.env.GSM8K_TRAIN ?? path.resolve(process.cwd(), "../shared/data/gsm8k/train.jsonl");

describe("GSM8K cleaning", () => {
  it("removes calculator annotations and keeps the prose", () => {
    expect(stripAnnotations("Natalia sold 48/2 = <<48/2=24>>24 clips in May.")).toBe("Natalia sold 48/2 = 24 clips in May.");
    expect(stripAnnotations("she earned 0.2 x 50 = $<<0.2*50=10>>10.")).toBe("she earned 0.2 x 50 = $10.");
  });

  it("finds claims in prose and rejects false, wordy or comma-numbered ones", () => {
    expect(analyzeLine("Natalia sold 48/2 = 24 clips in May.").problem).toBeNull();
    expect(analyzeLine("she earned 0.2 x 50 = $10.").claims).toHaveLength(1);
    expect(analyzeLine("That is 10/3 = 3.33 hours.").problem).toMatch(/false claim/);
    expect(analyzeLine("20% of 50 = 10 apples").problem).toMatch(/false claim/);
    expect(analyzeLine("Total = 5 + 3 = 8").problem).toMatch(/next to words/);
    expect(analyzeLine("So 1,000 - 200 = 800").problem).toMatch(/comma/);
    expect(analyzeLine("It takes 5-10 minutes").problem).toMatch(/without a result/);
    expect(analyzeLine("a 12-year-old boy").problem).toBeNull();
  });

  it("skips items whose reference contains a wrong claim", () => {
    const r = examineItem(0, { question: "Q?", answer: "He has 3 + 4 = <<3+4=8>>8 apples.\n#### 8" });
    expect("reason" in r && r.reason).toMatch(/false claim/);
  });

  it("titles problems after the person and the quantity asked for", () => {
    expect(titleFor("Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did Natalia sell altogether in April and May?")).toBe("Natalia's clips");
  });
});

describe("GSM8K problems in the bank", () => {
  it("has about fifty, ten per difficulty level", () => {
    expect(gsm.length).toBeGreaterThanOrEqual(45);
    for (const d of [1, 2, 3, 4, 5]) expect(gsm.filter((p) => p.difficulty === d).length).toBeGreaterThanOrEqual(8);
  });

  it("keeps only clean reference lines whose claims are all true (checked again with mathjs)", () => {
    for (const p of gsm) {
      expect(p.answer).toMatch(/^-?\d+(\.\d+)?$/);
      for (const line of p.referenceSteps) {
        expect(line, p.id).not.toMatch(/<<|>>|####/);
        const a = analyzeLine(line);
        expect(a.problem, `${p.id}: ${line}`).toBeNull();
        for (const claim of a.claims) {
          const values = claim.map((side) => num(side.replace(/ \* /g, "*")));
          for (const v of values) expect(Math.abs(v - values[0]), `${p.id}: ${claim.join(" = ")}`).toBeLessThan(1e-9);
        }
      }
    }
  });

  it("has short titles", () => {
    for (const p of gsm) expect(p.title.length, p.title).toBeLessThanOrEqual(70);
  });

  it.runIf(fs.existsSync(trainPath))("copies statements and answers verbatim from the train split", () => {
    const lines = fs.readFileSync(trainPath, "utf8").split("\n");
    for (const p of gsm) {
      const index = Number(p.id.slice("gsm8k-train-".length));
      const raw = JSON.parse(lines[index]) as { question: string; answer: string };
      expect(p.statement).toBe(raw.question.trim());
      expect(raw.answer.trim().endsWith(`#### ${p.answer}`)).toBe(true);
    }
  });
});
