import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildBank, buildGeneratedItems, serializeBank } from "./build";
import { SKILL_IDS } from "./skills";
import type { BankProblem } from "./types";

const jsonPath = path.join(process.cwd(), "db/seed/problems.json");
const bank = JSON.parse(fs.readFileSync(jsonPath, "utf8")) as BankProblem[];
const gsm8kTrain = process.env.GSM8K_TRAIN ?? path.resolve(process.cwd(), "../shared/data/gsm8k/train.jsonl");

describe("db/seed/problems.json", () => {
  it("matches the generators (rebuilt in memory)", () => {
    const generated = buildGeneratedItems().map((i) => i.problem);
    expect(bank.filter((p) => p.source === "generated")).toEqual(generated);
  });

  it.runIf(fs.existsSync(gsm8kTrain))("matches a full rebuild, byte for byte, when the GSM8K train split is present", () => {
    expect(fs.readFileSync(jsonPath, "utf8")).toBe(serializeBank(buildBank(fs.readFileSync(gsm8kTrain, "utf8"))));
  });

  it("is deterministic", () => {
    expect(buildGeneratedItems()).toEqual(buildGeneratedItems());
  });

  it("has unique, readable ids", () => {
    const ids = bank.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(?:[a-z0-9]+(?:-[a-z]+)?-\d{3}|gsm8k-train-\d{5})$/);
  });

  it("has unique statements (a pasted bank problem is matched by its statement)", () => {
    const statements = bank.map((p) => p.statement);
    expect(new Set(statements).size).toBe(statements.length);
  });

  it("uses only skills from the taxonomy", () => {
    for (const p of bank) {
      expect(p.skills.length).toBeGreaterThan(0);
      for (const s of p.skills) expect(SKILL_IDS, `${p.id}: ${s}`).toContain(s);
      expect(new Set(p.skills).size).toBe(p.skills.length);
    }
  });

  it("gives every problem a statement, title, reference steps, an answer, a difficulty and a credit", () => {
    for (const p of bank) {
      expect(p.title.trim(), p.id).not.toBe("");
      expect(p.statement.trim(), p.id).not.toBe("");
      expect(p.answer.trim(), p.id).not.toBe("");
      expect(p.referenceSteps.length, p.id).toBeGreaterThanOrEqual(1);
      for (const s of p.referenceSteps) expect(s.trim(), p.id).not.toBe("");
      expect([1, 2, 3, 4, 5]).toContain(p.difficulty);
      expect(["generated", "gsm8k"]).toContain(p.source);
      expect(p.credit.trim(), p.id).not.toBe("");
    }
  });

  it("credits GSM8K on every GSM8K problem", () => {
    for (const p of bank.filter((q) => q.source === "gsm8k")) {
      expect(p.credit).toContain("GSM8K (Cobbe et al., 2021), MIT License");
      expect(p.credit).toContain(`item ${Number(p.id.slice("gsm8k-train-".length))}`);
      expect(p.skills).toContain("word-problems");
    }
  });

  it("covers at least 12 skills with at least 8 problems each, 150+ problems in all", () => {
    const perSkill = new Map<string, number>();
    for (const p of bank) for (const s of p.skills) perSkill.set(s, (perSkill.get(s) ?? 0) + 1);
    expect(bank.length).toBeGreaterThanOrEqual(150);
    expect(perSkill.size).toBeGreaterThanOrEqual(12);
    for (const id of SKILL_IDS) expect(perSkill.get(id) ?? 0, id).toBeGreaterThanOrEqual(8);
  });

  it("grows in difficulty within each generated skill and spans levels 1 to 5", () => {
    const bySkill = new Map<string, BankProblem[]>();
    for (const p of bank.filter((q) => q.source === "generated")) bySkill.set(p.skills[0], [...(bySkill.get(p.skills[0]) ?? []), p]);
    for (const [skill, list] of bySkill) {
      const levels = list.map((p) => p.difficulty);
      expect(levels, skill).toEqual([...levels].sort((a, b) => a - b));
      expect(new Set(levels).size, skill).toBe(5);
    }
    const gsmLevels = new Set(bank.filter((q) => q.source === "gsm8k").map((p) => p.difficulty));
    expect(gsmLevels.size).toBe(5);
  });
});
