import { describe, expect, it } from "vitest";
import { DatasetError, parseDataset, referenceSteps } from "./dataset";

const ok = { id: "a", problem: "2 + 2", steps: ["2 + 2 = 4"], label: -1, answer: "4", reference: "2 + 2 = 4\n#### 4" };

describe("parseDataset", () => {
  it("accepts ProcessBench items and normalises ids/answers to strings", () => {
    const items = parseDataset([ok, { ...ok, id: 7, answer: 4, label: 0 }]);
    expect(items[1].id).toBe("7");
    expect(items[1].answer).toBe("4");
  });
  it("reads null answer, reference and skills as not given", () => {
    const [item] = parseDataset([{ ...ok, answer: null, reference: null, skills: null }]);
    expect(item.answer).toBeUndefined();
    expect(item.reference).toBeUndefined();
    expect(item.skills).toBeUndefined();
  });
  it("rejects a label outside the steps", () => {
    expect(() => parseDataset([{ ...ok, label: 1 }])).toThrow(DatasetError);
    expect(() => parseDataset([{ ...ok, label: -2 }])).toThrow(/label/);
  });
  it("rejects missing fields and non-arrays with a readable message", () => {
    expect(() => parseDataset({ items: [] })).toThrow(/ProcessBench/);
    expect(() => parseDataset([{ id: "x", problem: "p", label: -1 }])).toThrow(/steps/);
  });
  it("reads errorType and split, and rejects an unknown type or a type on a correct item", () => {
    const [item] = parseDataset([{ ...ok, label: 0, errorType: "arithmetic", split: "test" }]);
    expect(item.errorType).toBe("arithmetic");
    expect(item.split).toBe("test");
    expect(() => parseDataset([{ ...ok, label: 0, errorType: "typo" }])).toThrow(DatasetError);
    expect(() => parseDataset([{ ...ok, errorType: "arithmetic" }])).toThrow(/errorType/);
  });
  it("rejects duplicate ids", () => {
    expect(() => parseDataset([ok, ok])).toThrow(/duplicate/);
  });
  it("splits newline references and drops blank lines", () => {
    const [it0] = parseDataset([ok]);
    expect(referenceSteps(it0)).toEqual(["2 + 2 = 4", "#### 4"]);
  });
});

describe("loadDataset", () => {
  it("reads a JSON list and JSON Lines alike", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { loadDataset } = await import("./dataset");
    const dir = mkdtempSync(join(tmpdir(), "stepwise-dataset-"));
    const two = [ok, { ...ok, id: "b" }];
    writeFileSync(join(dir, "a.json"), JSON.stringify(two));
    writeFileSync(join(dir, "a.jsonl"), two.map((x) => JSON.stringify(x)).join("\n") + "\n");
    writeFileSync(join(dir, "bad.json"), "[{");
    expect(loadDataset(join(dir, "a.json")).map((i) => i.id)).toEqual(["a", "b"]);
    expect(loadDataset(join(dir, "a.jsonl")).map((i) => i.id)).toEqual(["a", "b"]);
    expect(() => loadDataset(join(dir, "bad.json"))).toThrow(/invalid JSON/);
  });
});
