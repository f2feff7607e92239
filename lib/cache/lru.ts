// A memo table that forgets its least recently used entries, for caches keyed by what users
// type. Every distinct step or problem text is a new key, so an unbounded table grows with
// traffic, and one bounded only by its number of entries still lets long texts (whose parses are
// ~30 bytes per character of key) fill hundreds of MB (issue 31). Hence two budgets: entries, and
// the total length of the keys, the measure of an entry's size that costs nothing to take.

export interface LruLimits {
  /** Most entries kept. */
  maxEntries: number;
  /** Most key characters kept, summed over the entries; a longer single key is not cached. */
  maxKeyChars: number;
}

export class LruCache<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  private readonly entries = new Map<string, V>();
  private chars = 0;

  constructor(readonly limits: LruLimits) {}

  get size(): number {
    return this.entries.size;
  }

  /** Total length of the keys held. */
  get keyChars(): number {
    return this.chars;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (key.length > this.limits.maxKeyChars || this.limits.maxEntries < 1) return;
    this.entries.set(key, value);
    this.chars += key.length;
    while (this.entries.size > this.limits.maxEntries || this.chars > this.limits.maxKeyChars) {
      this.delete(this.entries.keys().next().value as string);
    }
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.chars -= key.length;
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }
}

/** The cached value for `key`, computed by `make` on a miss. */
export function memo<V>(cache: LruCache<V>, key: string, make: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = make();
  cache.set(key, value);
  return value;
}
