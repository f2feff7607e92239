// Fixed-window counters per key. Where the counts live is a CounterStore: the database in the
// server (db/queries/rate-limits.ts), so that every process on every machine counts against one
// budget (issue 33); memory for a single process's own use. A lost count only ever lets someone
// in sooner.

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  ok: boolean;
  remaining: number;
  retryAfterMs: number;
}

/** One key's window: when it started and how many events it counted. */
export interface WindowCount {
  count: number;
  start: number;
}

/** Every answer is a promise: the database store answers asynchronously (PostgreSQL, or SQLite behind another request's transaction). */
export interface CounterStore {
  /**
   * Counts one event for `key` at `now` and returns its window: a window `windowMs` old or older
   * starts afresh at `now`; a window already past `cap` events is returned as it is, uncounted.
   */
  hit(key: string, now: number, windowMs: number, cap: number): Promise<WindowCount>;
  /** The key's window as last counted, if any (it may have passed). */
  read(key: string): Promise<WindowCount | undefined>;
  clear(): Promise<void>;
  /** Keys held (those whose window passed may still be among them until dropped). */
  readonly size: Promise<number>;
}

export class RateLimiter {
  constructor(
    readonly rule: RateLimit,
    private readonly store: CounterStore = new MemoryCounterStore(),
  ) {}

  /** Counts one event for `key` and says whether it is within the limit. */
  async take(key: string, now = Date.now()): Promise<RateDecision> {
    if (this.rule.limit <= 0) return { ok: false, remaining: 0, retryAfterMs: this.rule.windowMs };
    return this.decide(await this.store.hit(key, now, this.rule.windowMs, this.rule.limit), now);
  }

  /** The decision `take` would make, without counting. */
  async peek(key: string, now = Date.now()): Promise<RateDecision> {
    if (this.rule.limit <= 0) return { ok: false, remaining: 0, retryAfterMs: this.rule.windowMs };
    const w = await this.store.read(key);
    if (!w || now - w.start >= this.rule.windowMs) return { ok: true, remaining: this.rule.limit, retryAfterMs: 0 };
    // (what take would see after counting one more)
    return this.decide({ count: w.count + 1, start: w.start }, now);
  }

  async reset(): Promise<void> {
    await this.store.clear();
  }

  get size(): Promise<number> {
    return this.store.size;
  }

  private decide(w: WindowCount, now: number): RateDecision {
    if (w.count <= this.rule.limit) return { ok: true, remaining: this.rule.limit - w.count, retryAfterMs: 0 };
    return { ok: false, remaining: 0, retryAfterMs: w.start + this.rule.windowMs - now };
  }
}

/**
 * Counts in one process's memory. Bounded: keys whose window has passed are dropped as new ones
 * come (issue 31: they used to stay until the table was full), and the oldest keys when the
 * table is full, so a flood of distinct keys cannot grow memory.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly hits = new Map<string, WindowCount>();
  constructor(private readonly maxKeys = 50_000) {}

  async hit(key: string, now: number, windowMs: number, cap: number): Promise<WindowCount> {
    const entry = this.hits.get(key);
    if (entry && now - entry.start < windowMs) {
      if (entry.count <= cap) entry.count++;
      return { ...entry };
    }
    this.hits.delete(key);
    this.dropExpired(now, windowMs);
    if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    this.hits.set(key, { count: 1, start: now });
    return { count: 1, start: now };
  }

  async read(key: string): Promise<WindowCount | undefined> {
    const entry = this.hits.get(key);
    return entry && { ...entry };
  }

  async clear(): Promise<void> {
    this.hits.clear();
  }

  get size(): Promise<number> {
    return Promise.resolve(this.hits.size);
  }

  // A key is (re)inserted when its window starts, so the map is in order of window start and the
  // expired keys are the first ones.
  private dropExpired(now: number, windowMs: number): void {
    for (const [key, entry] of this.hits) {
      if (now - entry.start < windowMs) return;
      this.hits.delete(key);
    }
  }
}
