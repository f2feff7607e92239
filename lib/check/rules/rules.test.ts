// Every registered rule's examples run through the engine: each "fires" example must name the rule
// at its step (in a checker's evidence or the verdict), each "silent" example nowhere; and every
// rule id the engine emits on them is registered.
import { describe, expect, it, vi } from "vitest";
import { checkSolutionDetailed } from "../engine";
import { RULES, ruleById, ruleDescription } from "./registry";
import type { RuleExample } from "./types";

async function named(ex: RuleExample): Promise<{ at: Map<number, Set<string>>; all: Set<string> }> {
  const d = await checkSolutionDetailed(ex.input, { checkers: ex.needsModel ? ["exact", "reference", "prm"] : ["exact", "reference"] });
  const at = new Map<number, Set<string>>();
  const add = (i: number, ids: readonly string[] | undefined) => {
    for (const id of ids ?? []) at.set(i, (at.get(i) ?? new Set()).add(id));
  };
  for (const e of d.evidence) add(e.index, e.ruleIds);
  for (const s of d.result.steps) add(s.index, s.ruleIds);
  return { at, all: new Set([...at.values()].flatMap((s) => [...s])) };
}

// (the model's examples must not fail because a loaded machine made one inference slow)
vi.hoisted(() => {
  process.env.PRM_TIMEOUT_MS ??= "60000";
});

describe("rule registry", () => {
  it("has unique ids, a stage, and a one-line description for every rule", () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RULES) {
      expect(r.description.length, r.id).toBeGreaterThan(20);
      expect(r.description, r.id).not.toContain("\n");
      expect(["explain", "detect", "blame"]).toContain(r.stage);
    }
  });

  it("gives a teacher the deciding rule's description", () => {
    expect(ruleDescription(["exact.false-claim", "ref.false-computation"])).toBe(ruleById("exact.false-claim")!.description);
    expect(ruleDescription(["no.such-rule"])).toBeNull();
    expect(ruleDescription(undefined)).toBeNull();
  });
});

for (const rule of RULES) {
  describe(`rule ${rule.id}`, () => {
    if (rule.fires.length < 2) it.todo(`needs two examples that fire through the engine (has ${rule.fires.length})`);
    else
      it.each(rule.fires.map((f, k) => [k, f] as const))("fires on example %i", { timeout: 60_000 }, async (_k, f) => {
        const { at, all } = await named(f);
        for (const id of all) expect(ruleById(id), `unregistered rule ${id}`).toBeDefined();
        expect([...(at.get(f.step) ?? [])]).toContain(rule.id);
      });
    it("has two silent examples", () => expect(rule.silent.length).toBeGreaterThanOrEqual(2));
    it.each(rule.silent.map((s, k) => [k, s] as const))("stays silent on example %i", { timeout: 60_000 }, async (_k, s) => {
      const { all } = await named(s);
      expect([...all]).not.toContain(rule.id);
    });
  });
}
