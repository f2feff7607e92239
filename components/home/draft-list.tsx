"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { DRAFT_VERSION, isEmptyDraft, parseDraft, type Draft } from "@/lib/drafts/draft";
import { SOLVER_LIMITS } from "@/components/solver-limits";
import { LocalTime } from "@/components/local-time";

interface DraftEntry {
  problemId: string | null;
  draft: Draft;
}

const noSubscribe = () => () => {};

/**
 * Unsent work kept in this browser (lib/drafts): drafts live in local storage only, so the server
 * cannot list them; the page passes the titles of the problems the student can open.
 */
function readDrafts(userId: number): string {
  const prefix = `stepwise:draft:v${DRAFT_VERSION}:${userId}:`;
  const out: { problemId: string | null; raw: string }[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (!key?.startsWith(prefix)) continue;
      const id = key.slice(prefix.length);
      out.push({ problemId: id === "own" ? null : id, raw: window.localStorage.getItem(key) ?? "" });
    }
  } catch {
    // storage blocked (private mode): no drafts to show
  }
  // A string snapshot: useSyncExternalStore compares snapshots by value.
  return JSON.stringify(out);
}

export function DraftList({ userId, titles }: { userId: number; titles: Record<string, string> }) {
  const snapshot = useSyncExternalStore(noSubscribe, () => readDrafts(userId), () => "[]");
  const entries: DraftEntry[] = (JSON.parse(snapshot) as { problemId: string | null; raw: string }[])
    .map(({ problemId, raw }) => ({ problemId, draft: parseDraft(raw, SOLVER_LIMITS) }))
    .filter((e): e is DraftEntry => e.draft !== null && !isEmptyDraft(e.draft) && (e.problemId === null || e.problemId in titles))
    .sort((a, b) => Date.parse(b.draft.savedAt) - Date.parse(a.draft.savedAt))
    .slice(0, 5);
  if (!entries.length) return null;
  return (
    <ul className="home-list" data-testid="draft-list">
      {entries.map((e) => (
        <li key={e.problemId ?? "own"}>
          <Link href={e.problemId ? `/problems/${encodeURIComponent(e.problemId)}` : "/own"}>
            {e.problemId ? titles[e.problemId] : `Own problem${e.draft.problem ? `: ${e.draft.problem.slice(0, 40)}` : ""}`}
          </Link>{" "}
          <span className="hint">
            draft, {e.draft.steps.filter((s) => s.trim()).length} step(s), <LocalTime value={e.draft.savedAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}
