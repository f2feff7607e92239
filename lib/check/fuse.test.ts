import { describe, expect, it } from "vitest";
import { FUSION_CONFIG, fuse, fuseStep } from "./fuse";
import type { StepEvidence } from "./types";

const ev = (source: StepEvidence["source"], verdict: StepEvidence["verdict"], pCorrect: number, errorType?: StepEvidence["errorType"]): StepEvidence => ({
  index: 0,
  source,
  verdict,
  pCorrect,
  ...(errorType ? { errorType, message: `Step 1: ${errorType}` } : {}),
});

describe("fusion", () => {
  it("exact incorrect wins over everything", () => {
    const s = fuseStep(0, [ev("exact", "incorrect", 0.02, "arithmetic"), ev("prm", "correct", 0.99), ev("reference", "correct", 0.9)]);
    expect(s).toMatchObject({ verdict: "incorrect", errorType: "arithmetic", score: 0.02 });
  });
  it("a reference wrong-quantity error counts even when the arithmetic is right", () => {
    const s = fuseStep(0, [ev("exact", "correct", 0.9), ev("reference", "incorrect", 0.15, "wrong-quantity")]);
    expect(s).toMatchObject({ verdict: "incorrect", errorType: "wrong-quantity" });
  });
  it("a verified claim overrides a reference 'arithmetic' complaint", () => {
    expect(fuseStep(0, [ev("exact", "correct", 0.97), ev("reference", "incorrect", 0.2, "arithmetic")]).verdict).toBe("correct");
  });
  it("complete exact proof is not overridden by the PRM", () => {
    expect(fuseStep(0, [ev("exact", "correct", 0.98), ev("prm", "incorrect", 0.05, "reasoning")]).verdict).toBe("correct");
  });
  it("the PRM decides when nobody else has evidence", () => {
    const below = FUSION_CONFIG.prmIncorrectBelow.unknown;
    expect(fuseStep(0, [ev("prm", "incorrect", below / 2, "reasoning")])).toMatchObject({ verdict: "incorrect", errorType: "reasoning" });
    expect(fuseStep(0, [ev("prm", "correct", 0.99)]).verdict).toBe("correct");
    expect(fuseStep(0, [ev("prm", "unsure", below + FUSION_CONFIG.prmUnsureBand / 2)]).verdict).toBe("unsure");
  });
  it("a claim exact only verified inside prose does not shield the step from a confident PRM", () => {
    const s = fuseStep(0, [ev("exact", "correct", 0.9), ev("prm", "incorrect", 0.01, "reasoning")]);
    expect(s.score).toBeLessThanOrEqual(0.01);
    expect(s.verdict).toBe("incorrect");
  });
  it("the PRM threshold follows what the final-answer check knows", () => {
    const cfg = { ...FUSION_CONFIG, prmIncorrectBelow: { correct: 0.2, wrong: 0.8, unknown: 0.5 } };
    const step = [ev("prm", "unsure", 0.6)];
    expect(fuseStep(0, step, { answer: "wrong", config: cfg }).verdict).toBe("incorrect");
    expect(fuseStep(0, step, { answer: "unknown", config: cfg }).verdict).not.toBe("incorrect");
    expect(fuseStep(0, [ev("prm", "incorrect", 0.3)], { answer: "correct", config: cfg }).verdict).not.toBe("incorrect");
    const withRef = { ...cfg, prmIncorrectBelowWithReference: { correct: 0, wrong: 0, unknown: 0 } };
    expect(fuseStep(0, step, { answer: "wrong", referenced: true, config: withRef }).verdict).not.toBe("incorrect");
    expect(fuse(1, [step[0]], { answerCorrect: false, config: cfg, gated: new Set() }).firstErrorIndex).toBe(0);
    expect(fuse(1, [step[0]], { answerCorrect: false, referenced: true, config: withRef, gated: new Set() }).firstErrorIndex).toBe(-1);
    // the committed calibration gates the PRM (prm.doubt, below the precision bar): alone it is amber
    expect(fuse(1, [step[0]], { answerCorrect: false, config: cfg }).steps[0]).toMatchObject({ verdict: "unsure", gated: true, ruleIds: ["prm.doubt"] });
  });
  it("with reference steps the PRM localises only where the reference checker has no evidence", () => {
    const cfg = { ...FUSION_CONFIG, prmIncorrectBelowWithReference: { correct: 0, wrong: 0.8, unknown: 0.8 } };
    const doubted = ev("prm", "incorrect", 0.3, "reasoning");
    // the reference matched this step: the PRM's doubt does not make it wrong
    expect(fuseStep(0, [ev("reference", "correct", 0.9), doubted], { answer: "wrong", referenced: true, config: cfg }).verdict).toBe("correct");
    // the reference has nothing to say here: the PRM decides
    expect(fuseStep(0, [doubted], { answer: "wrong", referenced: true, config: cfg }).verdict).toBe("incorrect");
  });
  it("a wrong final answer with no other complaint stays on the answer: the blame is not moved to a step the PRM only doubts a little", () => {
    // (a first-error posterior that moved it was measured on the dev sets and removed: with the
    // reference it changed nothing, with the answer only it blamed correct steps in seven sets)
    const cfg = { ...FUSION_CONFIG, prmIncorrectBelow: { correct: 0, wrong: 0, unknown: 0 } };
    const at = (index: number, source: StepEvidence["source"], verdict: StepEvidence["verdict"], pCorrect: number, errorType?: StepEvidence["errorType"]): StepEvidence => ({ index, source, verdict, pCorrect, ...(errorType ? { errorType } : {}) });
    const evidence = [
      at(0, "prm", "correct", 0.95),
      at(1, "exact", "correct", 0.98),
      at(1, "prm", "incorrect", 0.1),
      at(2, "prm", "unsure", 0.45),
      at(3, "prm", "unsure", 0.5),
      at(3, "exact", "incorrect", 0.2, "final-answer"),
    ];
    expect(fuse(4, evidence, { answerCorrect: false, config: cfg }).firstErrorIndex).toBe(3);
    expect(fuse(4, evidence, { answerCorrect: false, referenced: true, config: cfg }).firstErrorIndex).toBe(3);
    const arithmetic = [...evidence, at(0, "exact", "incorrect", 0.02, "arithmetic")];
    expect(fuse(4, arithmetic, { answerCorrect: false, config: cfg }).firstErrorIndex).toBe(0);
  });
  it("a matching final answer voids final-answer complaints", () => {
    const e: StepEvidence = { index: 0, source: "reference", verdict: "incorrect", pCorrect: 0.1, errorType: "final-answer" };
    expect(fuse(1, [e], { answerCorrect: true }).firstErrorIndex).toBe(-1);
    expect(fuse(1, [e], { answerCorrect: false }).firstErrorIndex).toBe(0);
  });
  it("no evidence is unsure, never incorrect", () => {
    expect(fuseStep(0, [])).toMatchObject({ verdict: "unsure", score: FUSION_CONFIG.noEvidenceScore });
  });
  it("firstErrorIndex is the first incorrect step; later verdicts stand", () => {
    const all: StepEvidence[] = [
      { index: 0, source: "exact", verdict: "correct", pCorrect: 0.97 },
      { index: 1, source: "exact", verdict: "incorrect", pCorrect: 0.02, errorType: "arithmetic" },
      { index: 2, source: "exact", verdict: "incorrect", pCorrect: 0.02, errorType: "sign" },
      { index: 7, source: "exact", verdict: "incorrect", pCorrect: 0.02 }, // out of range: ignored
    ];
    const r = fuse(3, all);
    expect(r.firstErrorIndex).toBe(1);
    expect(r.steps.map((s) => s.verdict)).toEqual(["correct", "incorrect", "incorrect"]);
    expect(r.steps[1].message).toMatch(/^Step 2:/);
  });
});

describe("fusion: a soft complaint yields to a later proven slip", () => {
  const at = (index: number, e: StepEvidence): StepEvidence => ({ ...e, index });
  it("an unexplained quantity before an exact arithmetic error becomes unsure, the slip is the first error", () => {
    const r = fuse(4, [at(0, ev("exact", "correct", 0.9)), at(0, ev("reference", "incorrect", 0.2, "wrong-quantity")), at(2, ev("exact", "incorrect", 0.02, "arithmetic"))], { answerCorrect: false, referenced: true });
    expect(r.firstErrorIndex).toBe(2);
    expect(r.steps[0].verdict).toBe("unsure");
  });
  it("a strong complaint (a proven miscombination) still stands", () => {
    const r = fuse(4, [at(0, ev("reference", "incorrect", 0.12, "wrong-operation")), at(2, ev("exact", "incorrect", 0.02, "arithmetic"))], { answerCorrect: false, referenced: true });
    expect(r.firstErrorIndex).toBe(0);
  });
  it("two numbers set equal later ('5 = 2') are where the wrong work shows, not a proof to yield to (stop 41)", () => {
    const unequal: StepEvidence = { ...ev("exact", "incorrect", 0.02, "arithmetic"), ruleIds: ["exact.numbers-unequal"] };
    const r = fuse(4, [at(0, ev("reference", "incorrect", 0.2, "wrong-quantity")), at(2, unequal)], { answerCorrect: false, referenced: true });
    expect(r.firstErrorIndex).toBe(0);
  });
  it("without a later proof the soft complaint stands", () => {
    const r = fuse(4, [at(0, ev("reference", "incorrect", 0.2, "wrong-quantity")), at(3, ev("reference", "incorrect", 0.1, "final-answer"))], { answerCorrect: false, referenced: true });
    expect(r.firstErrorIndex).toBe(0);
  });
});
