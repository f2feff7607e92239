// Signing out and in on a shared computer leaves no one else's drafts behind (issue 31, finding 6).
import { describe, expect, it } from "vitest";
import { clearOtherUsersDrafts, clearUserDrafts } from "./clear";
import { draftKey } from "./draft";

/** The part of the Storage API the helpers use, over a Map (keeps insertion order like browsers). */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (k: string) => void map.delete(k),
    keys: () => [...map.keys()].sort(),
  };
}

const draft = JSON.stringify({ steps: ["2x = 8"], savedAt: "2026-11-28T10:00:00Z", pendingCheck: true });

describe("draft clearing", () => {
  const fresh = () =>
    memoryStorage({
      [draftKey(7, "bank-1")]: draft,
      [draftKey(7, null)]: draft,
      [draftKey(8, "bank-1")]: draft,
      [draftKey(17, "bank-2")]: draft, // 17 starts with "7" but is someone else
      [draftKey(null, "bank-1")]: draft,
      "stepwise:draft:v0:7:bank-3": draft, // an older key version is just as private
      "stepwise:theme": "dark",
    });

  it("sign-out removes every draft of the leaving user and nothing else", () => {
    const s = fresh();
    expect(clearUserDrafts(s, 7)).toBe(3);
    expect(s.keys()).toEqual([draftKey(null, "bank-1"), draftKey(17, "bank-2"), draftKey(8, "bank-1"), "stepwise:theme"].sort());
  });

  it("sign-in removes every other user's drafts, keeps the user's own (pending checks) and anonymous ones", () => {
    const s = fresh();
    expect(clearOtherUsersDrafts(s, 7)).toBe(2);
    expect(s.keys()).toEqual([draftKey(7, "bank-1"), draftKey(7, null), draftKey(null, "bank-1"), "stepwise:draft:v0:7:bank-3", "stepwise:theme"].sort());
  });
});
