// In-memory fixed-window counters per key (one server process, so memory is the right store;
// a restart forgets them, which only ever lets someone in sooner). Bounded: keys whose window has
// passed are dropped as new ones come (issue 31: they used to stay until the table was full, 50,000
// keys for each of the limiters), and the oldest keys when the table is full, so a flood of
// distinct keys cannot grow memory.

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  ok: boolean;
  remaining: number;
  retryAfterMs: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; start: number }>();
  constructor(
    readonly rule: RateLimit,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one event for `key` and says whether it is within the limit. */
  take(key: string, now = Date.now()): RateDecision {
    const d = this.peek(key, now);
    if (!d.ok) return d;
    const entry = this.hits.get(key);
    if (entry && now - entry.start < this.rule.windowMs) entry.count++;
    else {
      this.hits.delete(key);
      this.dropExpired(now);
      if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
      this.hits.set(key, { count: 1, start: now });
    }
    return { ok: true, remaining: d.remaining - 1, retryAfterMs: 0 };
  }

  /** The decision `take` would make, without counting. */
  peek(key: string, now = Date.now()): RateDecision {
    if (this.rule.limit <= 0) return { ok: false, remaining: 0, retryAfterMs: this.rule.windowMs };
    const entry = this.hits.get(key);
    if (!entry || now - entry.start >= this.rule.windowMs) return { ok: true, remaining: this.rule.limit, retryAfterMs: 0 };
    const remaining = this.rule.limit - entry.count;
    return remaining > 0 ? { ok: true, remaining, retryAfterMs: 0 } : { ok: false, remaining: 0, retryAfterMs: entry.start + this.rule.windowMs - now };
  }

  reset(): void {
    this.hits.clear();
  }

  /** Keys counted in a window that has not passed (and any not yet dropped). */
  get size(): number {
    return this.hits.size;
  }

  // A key is (re)inserted when its window starts, so the map is in order of window start and the
  // expired keys are the first ones.
  private dropExpired(now: number): void {
    for (const [key, entry] of this.hits) {
      if (now - entry.start < this.rule.windowMs) return;
      this.hits.delete(key);
    }
  }
}
