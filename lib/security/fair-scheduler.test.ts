import { describe, expect, it } from "vitest";
import { FairScheduler, SchedulerFullError } from "./fair-scheduler";

/** A task that finishes when `release()` is called, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return {
    release: () => release(),
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("FairScheduler", () => {
  it("runs at most `concurrency` tasks and takes parties in turn, not in arrival order", async () => {
    const s = new FairScheduler({ concurrency: 1, maxQueued: 100 });
    const log: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const submit = (key: string, name: string) => {
      const g = gate(log, name);
      gates.set(name, g);
      return s.run(key, g.task);
    };
    const all = [submit("flood", "f0"), ...[1, 2, 3, 4].map((i) => submit("flood", `f${i}`)), submit("quiet", "q0")];
    await tick();
    expect(log).toEqual(["f0"]);
    expect(s.running).toBe(1);
    gates.get("f0")!.release();
    await tick();
    // The quiet party's one request goes next, ahead of the flood's four earlier ones.
    expect(log).toEqual(["f0", "q0"]);
    for (const name of ["q0", "f1", "f2", "f3", "f4"]) {
      gates.get(name)!.release();
      await tick();
    }
    expect(await Promise.all(all)).toEqual(["f0", "f1", "f2", "f3", "f4", "q0"]);
    expect(log).toEqual(["f0", "q0", "f1", "f2", "f3", "f4"]);
  });

  it("a lower priority number goes first; a full queue evicts the lowest-ranked newcomer of the longest line", async () => {
    const s = new FairScheduler({ concurrency: 1, maxQueued: 3 });
    const log: string[] = [];
    const first = gate(log, "busy");
    const running = s.run("a", first.task, { priority: 0 });
    const spray = ["s1", "s2", "s3"].map((n, i) => s.run(i < 2 ? "sprayer" : "other", async () => (log.push(n), n), { priority: 1 }));
    const settled = spray.map((p) => p.catch((e: unknown) => e));
    const known = s.run("school", async () => (log.push("known"), "known"), { priority: 0 });
    // The queue was full: the sprayer's newest job made room for the known account.
    expect(await settled[1]).toBeInstanceOf(SchedulerFullError);
    // Nothing of a lower or equal rank can push in now.
    await expect(s.run("late", async () => "late", { priority: 1 })).rejects.toBeInstanceOf(SchedulerFullError);
    first.release();
    await running;
    expect(await known).toBe("known");
    await Promise.all([settled[0], settled[2]]);
    expect(log).toEqual(["busy", "known", "s1", "s3"]);
  });

  it("caps one party's running and waiting tasks", async () => {
    const s = new FairScheduler({ concurrency: 4, maxQueued: 100, maxRunningPerKey: 1, maxQueuedPerKey: 2 });
    const log: string[] = [];
    const g = [gate(log, "u0"), gate(log, "u1"), gate(log, "u2")];
    const mine = g.map((x) => s.run("user", x.task));
    await expect(s.run("user", async () => "too many")).rejects.toBeInstanceOf(SchedulerFullError);
    // Another user is not held up by the first one's line.
    expect(await s.run("other", async () => "other")).toBe("other");
    await tick();
    expect(log).toEqual(["u0"]);
    expect([s.running, s.queued]).toEqual([1, 2]);
    for (const x of g) {
      x.release();
      await tick();
    }
    expect(await Promise.all(mine)).toEqual(["u0", "u1", "u2"]);
    expect([s.running, s.queued]).toEqual([0, 0]);
  });

  it("a failing task frees its slot and rejects only its own caller", async () => {
    const s = new FairScheduler({ concurrency: 1, maxQueued: 10 });
    const bad = s.run("a", async () => {
      throw new Error("boom");
    });
    const good = s.run("b", async () => "fine");
    await expect(bad).rejects.toThrow("boom");
    expect(await good).toBe("fine");
    expect(s.running).toBe(0);
  });

  it("a slot kept for the top priority: a known sign-in never waits for an unknown one to finish", async () => {
    const s = new FairScheduler({ concurrency: 2, maxQueued: 10, maxRunningBelowTop: 1 });
    const log: string[] = [];
    const low = [gate(log, "low0"), gate(log, "low1")];
    const lows = low.map((g, i) => s.run(`spray${i}`, g.task, { priority: 1 }));
    await tick();
    // Only one low-priority task runs; the second slot stays free ...
    expect(log).toEqual(["low0"]);
    expect([s.running, s.queued]).toEqual([1, 1]);
    // ... and a top-priority task takes it at once.
    expect(await s.run("school", async () => (log.push("known"), "known"))).toBe("known");
    expect(log).toEqual(["low0", "known"]);
    for (const g of low) {
      g.release();
      await tick();
    }
    expect(await Promise.all(lows)).toEqual(["low0", "low1"]);
  });

  it("a task that waits longer than maxWaitMs is refused and leaves the line", async () => {
    const s = new FairScheduler({ concurrency: 1, maxQueued: 10, maxWaitMs: 20 });
    const log: string[] = [];
    const busy = gate(log, "busy");
    const running = s.run("a", busy.task);
    const waiting = s.run("b", async () => "never");
    await expect(waiting).rejects.toBeInstanceOf(SchedulerFullError);
    expect(s.queued).toBe(0);
    busy.release();
    expect(await running).toBe("busy");
    // A task that starts in time is not affected.
    expect(await s.run("c", async () => "in time")).toBe("in time");
  });
});
