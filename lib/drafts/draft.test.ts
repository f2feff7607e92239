import { describe, expect, it } from "vitest";
import { draftIsNewer, draftKey, isEmptyDraft, parseDraft } from "./draft";

const limits = { maxSteps: 3, maxStepChars: 5, maxProblemChars: 10, maxAnswerChars: 4 };

describe("drafts", () => {
  it("keys drafts by user and problem", () => {
    expect(draftKey(7, "lin2-003")).toBe("stepwise:draft:v1:7:lin2-003");
    expect(draftKey(null, null)).toBe("stepwise:draft:v1:anon:own");
    expect(draftKey(7, "p")).not.toBe(draftKey(8, "p"));
  });

  it("reads back what was stored, within the limits", () => {
    const raw = JSON.stringify({ steps: ["1234567", "x = 2", "a", "b"], problem: "p".repeat(20), answer: "12345", savedAt: "2026-11-23T10:00:00.000Z", pendingCheck: true });
    expect(parseDraft(raw, limits)).toEqual({
      steps: ["12345", "x = 2", "a"],
      problem: "p".repeat(10),
      answer: "1234",
      savedAt: "2026-11-23T10:00:00.000Z",
      pendingCheck: true,
    });
  });

  it.each([null, "", "not json", "42", "null", JSON.stringify({ steps: "x", savedAt: "2026-01-01" }), JSON.stringify({ steps: [], savedAt: "yesterday" })])(
    "drops malformed storage %s",
    (raw) => {
      expect(parseDraft(raw, limits)).toBeNull();
    },
  );

  it("drops non-string steps and never returns an empty editor", () => {
    expect(parseDraft(JSON.stringify({ steps: [1, null], savedAt: "2026-01-01T00:00:00Z" }), limits)?.steps).toEqual([""]);
  });

  it("prefers a draft edited after the latest attempt", () => {
    const d = { steps: ["x"], savedAt: "2026-11-23T10:00:00.000Z" };
    expect(draftIsNewer(d, null)).toBe(true);
    expect(draftIsNewer(d, "2026-11-23T09:59:59.000Z")).toBe(true);
    expect(draftIsNewer(d, "2026-11-23T10:00:01.000Z")).toBe(false);
  });

  it("knows an empty draft", () => {
    expect(isEmptyDraft({ steps: ["", "  "] })).toBe(true);
    expect(isEmptyDraft({ steps: [""], problem: "Solve 2x = 4" })).toBe(false);
  });
});
