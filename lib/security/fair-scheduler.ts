// Shares expensive work (password hashes, checks) fairly between the parties asking for it
// (issue 31). A plain FIFO lets whoever sends the most requests take every slot: one student's 60
// parallel checks, or a spray from 500 addresses, put everyone else at the back of the line.
// Here every party (`key`: a user, a client address) has its own line and the lines take turns,
// so a party with one request waits for at most one turn of each other party. Priorities go
// first (0 before 1): a sign-in of a known account is served before any unknown username.
// Bounded: a full queue refuses the newcomer at once (or, when the newcomer outranks queued work,
// the lowest-ranked job of the longest line), instead of letting waits grow without end.

export class SchedulerFullError extends Error {
  constructor(message = "The queue is full.") {
    super(message);
    this.name = "SchedulerFullError";
  }
}

export interface FairSchedulerOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting, all parties together. */
  maxQueued: number;
  /** Tasks of one party running at once (default: no cap beyond `concurrency`). */
  maxRunningPerKey?: number;
  /** Tasks of one party waiting (default: `maxQueued`). */
  maxQueuedPerKey?: number;
  /**
   * Tasks below the top priority (priority > 0) running at once (default: `concurrency`). Set
   * under `concurrency`, the rest is kept free for top-priority work, so it never waits for a
   * lower-ranked task to finish.
   */
  maxRunningBelowTop?: number;
  /** A task still waiting after this long is refused (SchedulerFullError) instead of waiting on. */
  maxWaitMs?: number;
}

interface Job {
  key: string;
  priority: number;
  start: () => void;
  reject: (err: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
}

export class FairScheduler {
  // priority → party → its waiting jobs.
  private readonly lines = new Map<number, Map<string, Job[]>>();
  // When each active party last got a turn: the one served longest ago (or never) goes next,
  // which is the round robin, also for a party whose first task never had to wait.
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private readonly runningBy = new Map<string, number>();
  private readonly queuedBy = new Map<string, number>();
  private runningCount = 0;
  private runningBelowTop = 0;
  private queuedCount = 0;

  constructor(private readonly opts: FairSchedulerOptions) {}

  get running(): number {
    return this.runningCount;
  }

  get queued(): number {
    return this.queuedCount;
  }

  /** Runs `task` when it is `key`'s turn; rejects with SchedulerFullError when there is no room to wait. */
  run<T>(key: string, task: () => Promise<T>, { priority = 0 }: { priority?: number } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.lastTurn.set(key, ++this.turns);
        this.runningCount++;
        if (priority > 0) this.runningBelowTop++;
        this.runningBy.set(key, (this.runningBy.get(key) ?? 0) + 1);
        Promise.resolve()
          .then(task)
          .then(resolve, reject)
          .finally(() => {
            this.runningCount--;
            if (priority > 0) this.runningBelowTop--;
            const left = this.runningBy.get(key)! - 1;
            if (left) this.runningBy.set(key, left);
            else this.runningBy.delete(key);
            if (!left && !this.queuedBy.has(key)) this.lastTurn.delete(key);
            this.dispatch();
          });
      };
      const job: Job = { key, priority, start, reject };
      // After every dispatch nothing queued can start while a slot is free (each queued job is
      // held by its party's cap or the cap below the top priority, which hold a newcomer of the
      // same party and rank just the same), so a job that may start need not queue.
      if (this.canStart(key, priority)) return start();
      if ((this.queuedBy.get(key) ?? 0) >= (this.opts.maxQueuedPerKey ?? this.opts.maxQueued)) return reject(new SchedulerFullError());
      if (this.queuedCount >= this.opts.maxQueued && !this.evictBelow(priority)) return reject(new SchedulerFullError());
      this.enqueue(job);
      if (this.opts.maxWaitMs !== undefined) {
        job.timer = setTimeout(() => this.giveUp(job), this.opts.maxWaitMs);
        job.timer.unref?.();
      }
      this.dispatch();
    });
  }

  private canStart(key: string, priority: number): boolean {
    if (this.runningCount >= this.opts.concurrency) return false;
    if (priority > 0 && this.runningBelowTop >= (this.opts.maxRunningBelowTop ?? this.opts.concurrency)) return false;
    return (this.runningBy.get(key) ?? 0) < (this.opts.maxRunningPerKey ?? Infinity);
  }

  /** A job that waited too long leaves its line. */
  private giveUp(job: Job): void {
    const line = this.lines.get(job.priority);
    const jobs = line?.get(job.key);
    const at = jobs?.indexOf(job) ?? -1;
    if (!line || !jobs || at < 0) return;
    this.take(line, job.key, jobs, at).reject(new SchedulerFullError("Waited too long for a turn."));
  }

  private enqueue(job: Job): void {
    let line = this.lines.get(job.priority);
    if (!line) {
      line = new Map();
      this.lines.set(job.priority, line);
    }
    const jobs = line.get(job.key);
    if (jobs) jobs.push(job);
    else line.set(job.key, [job]);
    this.queuedCount++;
    this.queuedBy.set(job.key, (this.queuedBy.get(job.key) ?? 0) + 1);
  }

  private take(line: Map<string, Job[]>, key: string, jobs: Job[], at = 0): Job {
    const job = jobs.splice(at, 1)[0]!;
    clearTimeout(job.timer);
    if (!jobs.length) line.delete(key);
    if (!line.size) this.lines.delete(job.priority);
    this.queuedCount--;
    const left = this.queuedBy.get(key)! - 1;
    if (left) this.queuedBy.set(key, left);
    else this.queuedBy.delete(key);
    if (!left && !this.runningBy.has(key)) this.lastTurn.delete(key);
    return job;
  }

  private prioritiesInOrder(): number[] {
    return [...this.lines.keys()].sort((a, b) => a - b);
  }

  /** Drops the newest job of the longest line of the lowest priority below `priority`; false when there is none. */
  private evictBelow(priority: number): boolean {
    const lowest = this.prioritiesInOrder().reverse().find((p) => p > priority);
    if (lowest === undefined) return false;
    const line = this.lines.get(lowest)!;
    let longest: [string, Job[]] | null = null;
    for (const entry of line) if (!longest || entry[1].length > longest[1].length) longest = entry;
    this.take(line, longest![0], longest![1], longest![1].length - 1).reject(new SchedulerFullError());
    return true;
  }

  private dispatch(): void {
    while (this.runningCount < this.opts.concurrency) {
      const job = this.next();
      if (!job) return;
      job.start();
    }
  }

  private next(): Job | null {
    for (const p of this.prioritiesInOrder()) {
      const line = this.lines.get(p)!;
      let pick: [string, Job[]] | null = null;
      for (const entry of line) {
        if (!this.canStart(entry[0], p)) continue;
        if (!pick || (this.lastTurn.get(entry[0]) ?? 0) < (this.lastTurn.get(pick[0]) ?? 0)) pick = entry;
      }
      if (pick) return this.take(line, pick[0], pick[1]);
    }
    return null;
  }
}
