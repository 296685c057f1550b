/** Milliseconds from a monotonic source; injectable so tests can move time without waiting. */
export type Clock = () => number;

export const monotonicClock: Clock = () => performance.now();

export interface TtlCacheOptions {
  /** How long an entry answers after it was stored; 0 (or less) turns the cache off. */
  ttlMs: number;
  /** At most this many entries; storing one more evicts the least recently used. */
  maxEntries: number;
  now?: Clock;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A small per-process cache: entries expire ttlMs after they were stored, and the size is capped
 * (least recently used evicted first; a Map keeps insertion order, a hit moves its key to the end).
 * It stores what it is given; the callers decide never to give it a failure or a miss.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly now: Clock;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? monotonicClock;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
